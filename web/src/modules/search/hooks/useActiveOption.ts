import { useCallback, useState } from "react";

export interface ActiveOption {
  /** index of the active option in the current list, -1 when none */
  active: number;
  /** one step down (1) or up (-1), wrapping around the ends; from none, down is the first and up the last */
  move: (step: 1 | -1) => void;
  /** no option active */
  reset: () => void;
}

/**
 * Which option of a combobox's list is active (WAI-ARIA combobox pattern:
 * focus stays in the text box, the active option is named by
 * aria-activedescendant). The option is remembered by its key, so it stays
 * active when new results still hold it and is dropped when they do not.
 */
export function useActiveOption(keys: readonly string[]): ActiveOption {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = activeKey === null ? -1 : keys.indexOf(activeKey);
  const count = keys.length;
  const move = useCallback(
    (step: 1 | -1) => {
      if (count === 0) return;
      const from = active === -1 ? (step === 1 ? -1 : count) : active;
      setActiveKey(keys[(from + step + count) % count]);
    },
    [active, count, keys],
  );
  const reset = useCallback(() => setActiveKey(null), []);
  return { active, move, reset };
}
