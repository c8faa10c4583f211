import { Button } from "@chakra-ui/react";
import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  onEdit: () => void;
  /** asks first (the caller's confirm dialog) */
  onDelete: () => void;
  /** true until the record has loaded */
  disabled: boolean;
  editLabel: ReactNode;
  deleteLabel: ReactNode;
}

/** A record's detail view actions: edit it, or delete it (red, beside). */
export function EditDeleteButtons({ onEdit, onDelete, disabled, editLabel, deleteLabel }: Props) {
  return (
    <>
      <Button variant="outline" onClick={onEdit} disabled={disabled}>
        <Pencil />
        {editLabel}
      </Button>
      <Button colorPalette="red" variant="subtle" onClick={onDelete} disabled={disabled}>
        <Trash2 />
        {deleteLabel}
      </Button>
    </>
  );
}
