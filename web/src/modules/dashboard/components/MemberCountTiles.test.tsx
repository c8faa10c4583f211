import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { MemberCountTiles } from "./MemberCountTiles";

describe("MemberCountTiles", () => {
  it("shows seven tiles in the spec's order with the counts it is given, and opens the right panel", async () => {
    const onCategory = vi.fn();
    const onConnections = vi.fn();
    renderWithApp(
      <MemberCountTiles byCategory={{ EDUCATION: 3, LOCAL_GUIDES: 0, TRANSPORT: 1 }} connections={12} onCategory={onCategory} onConnections={onConnections} />,
    );
    const tiles = await screen.findAllByRole("button");
    expect(tiles.map((t) => t.getAttribute("data-testid"))).toEqual([
      "tile-EDUCATION",
      "tile-HEALTH",
      "tile-COMMERCE",
      "tile-TOURISM",
      "tile-LOCAL_GUIDES",
      "tile-TRANSPORT",
      "tile-connections",
    ]);
    expect(screen.getByTestId("tile-EDUCATION-count").textContent).toBe("3");
    expect(screen.getByTestId("tile-HEALTH-count").textContent).toBe("0");
    // the guides tile counts too: no fixed 8
    expect(screen.getByTestId("tile-LOCAL_GUIDES-count").textContent).toBe("0");
    expect(screen.getByTestId("tile-connections-count").textContent).toBe("12");
    fireEvent.click(screen.getByTestId("tile-TRANSPORT"));
    expect(onCategory).toHaveBeenCalledWith("TRANSPORT");
    fireEvent.click(screen.getByTestId("tile-connections"));
    expect(onConnections).toHaveBeenCalled();
  });

  it("shows a dash, not a made-up number, while counts load", async () => {
    renderWithApp(<MemberCountTiles byCategory={null} connections={null} onCategory={() => {}} onConnections={() => {}} />);
    expect((await screen.findByTestId("tile-EDUCATION-count")).textContent).toBe("–");
    expect(screen.getByTestId("tile-connections-count").textContent).toBe("–");
  });
});
