import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { AfterFirstPaint, MountOnceOpened } from "./AfterFirstPaint";

const nextFrameAndTask = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

describe("AfterFirstPaint", () => {
  it("leaves its children out of the first render and adds them after the next frame", async () => {
    render(
      <>
        <h1>first screen</h1>
        <AfterFirstPaint>
          <p>below the fold</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByRole("heading")).toBeTruthy();
    expect(screen.queryByText("below the fold")).toBeNull();
    await act(nextFrameAndTask);
    expect(screen.getByText("below the fold")).toBeTruthy();
  });
});

describe("MountOnceOpened", () => {
  it("mounts a dialog only when first opened and keeps it mounted once closed", () => {
    let mounts = 0;
    function Dialog({ open }: { open: boolean }) {
      useEffect(() => {
        mounts++;
      }, []);
      return <p>{open ? "open" : "closed"}</p>;
    }
    const { rerender } = render(
      <MountOnceOpened open={false}>
        <Dialog open={false} />
      </MountOnceOpened>,
    );
    expect(mounts).toBe(0);
    rerender(
      <MountOnceOpened open>
        <Dialog open />
      </MountOnceOpened>,
    );
    expect(screen.getByText("open")).toBeTruthy();
    rerender(
      <MountOnceOpened open={false}>
        <Dialog open={false} />
      </MountOnceOpened>,
    );
    expect(screen.getByText("closed")).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
