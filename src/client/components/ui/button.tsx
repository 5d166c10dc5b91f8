import type { ButtonHTMLAttributes } from "react";
import { type ButtonVariant, buttonClasses } from "./button-styles.ts";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A button that is `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
