import type { ComponentPropsWithRef } from "react";
import { type ButtonVariant, buttonClasses } from "./button-styles.ts";

// With ref: a screen can move focus to a button (React 19 passes ref as a prop).
type ButtonProps = ComponentPropsWithRef<"button"> & { variant?: ButtonVariant };

/** A button that is `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
