import { render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useAuth } from "./use-auth.ts";

class ShowError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function UsesAuth() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("throws the product's message outside an AuthProvider", () => {
    const caught: unknown[] = [];
    // onCaughtError replaces React's default console.error report of an error a boundary caught.
    render(
      <ShowError>
        <UsesAuth />
      </ShowError>,
      { onCaughtError: (error) => caught.push(error) },
    );
    expect(screen.getByRole("alert").textContent).toBe("useAuth must be used within an AuthProvider");
    expect(caught).toHaveLength(1);
  });
});
