import { createSystem } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  timelineSlotRecipe,
  toastSlotRecipe,
} from "@chakra-ui/react/theme";
import { chakraTheme, defaultBaseConfig, ponteConfig } from "./config";
import { landingRecipes } from "./landingSystem";

/**
 * The whole app's Chakra system: Chakra's default theme with the recipes of
 * every Chakra component Ponte uses, and Ponte's palette. A component whose
 * recipe is missing renders unstyled: when you use a new Chakra component,
 * add its recipe (or slot recipe) from `@chakra-ui/react/theme`, keyed as in
 * Chakra's `theme/recipes.js` / `theme/slot-recipes.js`; system.test.ts
 * checks every component imported in web/src against this list.
 */
export const recipes = {
  recipes: {
    ...landingRecipes.recipes,
    code: codeRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe, // InputGroup
    separator: separatorRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
    checkmark: checkmarkRecipe, // Checkbox
    radiomark: radiomarkRecipe, // RadioGroup
  },
  slotRecipes: {
    ...landingRecipes.slotRecipes,
    accordion: accordionSlotRecipe,
    alert: alertSlotRecipe,
    card: cardSlotRecipe,
    checkbox: checkboxSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    field: fieldSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    popover: popoverSlotRecipe,
    progress: progressSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    segmentGroup: segmentGroupSlotRecipe,
    stat: statSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    tag: tagSlotRecipe,
    timeline: timelineSlotRecipe,
    toast: toastSlotRecipe,
  },
};

export const system = createSystem(defaultBaseConfig, chakraTheme(recipes), ponteConfig);
