import { Box, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { SearchOption } from "../utils/resultGroups";

interface Props {
  option: SearchOption;
  /** the element id aria-activedescendant names */
  id: string;
  /** the option the arrow keys are on */
  active: boolean;
  onPick: () => void;
}

/**
 * A result of the header search: an option of its listbox that is also a link
 * (a click, a middle click or Enter on the active option leads to it). Focus
 * stays in the search box, so a press does not take it away.
 */
export function SearchResultLink({ option, id, active, onPick }: Props) {
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="2"
      borderInlineStartWidth="3px"
      borderColor={active ? "brand.solid" : "transparent"}
      bg={active ? "bg.emphasized" : undefined}
      _hover={{ bg: active ? "bg.emphasized" : "bg.muted" }}
    >
      <RouterLink to={option.to} id={id} role="option" aria-selected={active} tabIndex={-1} onMouseDown={(e) => e.preventDefault()} onClick={onPick}>
        <Text textStyle="sm" fontWeight="medium" truncate>
          {option.title}
        </Text>
        {option.subtitle && (
          <Text textStyle="xs" color="fg.muted" truncate>
            {option.subtitle}
          </Text>
        )}
      </RouterLink>
    </Box>
  );
}
