import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useActiveOption } from "./useActiveOption";

const abc = ["a", "b", "c"];

describe("useActiveOption", () => {
  it("moves down and up through the options, wrapping at both ends", () => {
    const { result } = renderHook(() => useActiveOption(abc));
    expect(result.current.active).toBe(-1);
    act(() => result.current.move(1));
    expect(result.current.active).toBe(0);
    act(() => result.current.move(1));
    act(() => result.current.move(1));
    expect(result.current.active).toBe(2);
    act(() => result.current.move(1));
    expect(result.current.active).toBe(0);
    act(() => result.current.move(-1));
    expect(result.current.active).toBe(2);
  });

  it("starts from the last option going up, and has none in an empty list", () => {
    const { result, rerender } = renderHook(({ keys }) => useActiveOption(keys), { initialProps: { keys: abc } });
    act(() => result.current.move(-1));
    expect(result.current.active).toBe(2);
    rerender({ keys: [] });
    expect(result.current.active).toBe(-1);
    act(() => result.current.move(1));
    expect(result.current.active).toBe(-1);
  });

  it("keeps the active option while new results still hold it, forgets it otherwise or on reset", () => {
    const { result, rerender } = renderHook(({ keys }) => useActiveOption(keys), { initialProps: { keys: abc } });
    act(() => result.current.move(1));
    act(() => result.current.move(1));
    rerender({ keys: ["x", "b"] });
    expect(result.current.active).toBe(1);
    rerender({ keys: ["x", "y"] });
    expect(result.current.active).toBe(-1);
    act(() => result.current.move(1));
    act(() => result.current.reset());
    expect(result.current.active).toBe(-1);
  });
});
