import { type SystemContext, createSystem } from "@chakra-ui/react";
import {
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  drawerSlotRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  listSlotRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
} from "@chakra-ui/react/theme";
import { chakraTheme, defaultBaseConfig, ponteConfig } from "./config";

/**
 * Recipes of the components on the screens in the first bundle: the landing
 * page, the not-found page and the route spinner. Everything else is in
 * `system.ts`, which the signed-in area installs when it loads
 * (activeSystem.ts).
 */
export const landingRecipes = {
  recipes: {
    badge: badgeRecipe,
    button: buttonRecipe, // Button, IconButton, CloseButton
    container: containerRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    link: linkRecipe,
    skipNavLink: skipNavLinkRecipe,
    spinner: spinnerRecipe,
  },
  slotRecipes: {
    avatar: avatarSlotRecipe,
    drawer: drawerSlotRecipe,
    list: listSlotRecipe,
  },
};

let landingSystem: SystemContext | undefined;

/**
 * The landing system, made the first time it is asked for: a page of the
 * signed-in area installs the full system before its first render and never
 * pays for this one (making a system computes every token).
 */
export function getLandingSystem(): SystemContext {
  landingSystem ??= createSystem(defaultBaseConfig, chakraTheme(landingRecipes), ponteConfig);
  return landingSystem;
}
