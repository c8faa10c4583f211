import { IconButton } from "@chakra-ui/react";
import { Trash2 } from "lucide-react";

/** The red bin at the end of a project tab's row (a document, milestone, risk or deliverable); `label` names the row. */
export function DeleteItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      <Trash2 />
    </IconButton>
  );
}
