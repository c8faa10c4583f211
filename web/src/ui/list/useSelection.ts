import { useCallback, useState } from "react";

/** Selected row ids for a DataTable's bulk actions; cleared with `clear()` after an action. */
export function useSelection() {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, onChange: setSelected, clear };
}
