import { defaultBaseConfig, defineConfig, type SystemConfig } from "@chakra-ui/react";
import { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from "@chakra-ui/react/theme";

export { defaultBaseConfig };

/**
 * Chakra's default theme (tokens, semantic tokens, global css, text and layer
 * styles, keyframes, breakpoints, preflight: everything `defaultConfig` has)
 * with only the recipes given. The full recipe set is a good share of the
 * landing page's JavaScript, so Ponte builds two systems from this: the
 * landing one (landingSystem.ts, in the first bundle) and the full one
 * (system.ts, loaded with the signed-in area).
 */
export function chakraTheme(recipes: SystemConfig["theme"] & {}): SystemConfig {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: recipes.recipes,
      slotRecipes: recipes.slotRecipes,
    },
  });
}

// Ponte's palette: a deep green for trust and a warm gold for the bridge.
export const ponteConfig = defineConfig({
  globalCss: {
    html: { scrollBehavior: "smooth" },
    body: { bg: "bg", color: "fg" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: "#e6f4f0" },
          100: { value: "#c2e4da" },
          200: { value: "#8fcdbb" },
          300: { value: "#58b397" },
          400: { value: "#2d9778" },
          500: { value: "#127a5f" },
          600: { value: "#0b6a52" },
          700: { value: "#0b5d4b" },
          800: { value: "#084437" },
          900: { value: "#052e25" },
          950: { value: "#031c17" },
        },
        gold: {
          50: { value: "#fff8e1" },
          100: { value: "#ffecb3" },
          200: { value: "#ffe082" },
          300: { value: "#ffd54f" },
          400: { value: "#ffca28" },
          500: { value: "#f5b700" },
          600: { value: "#d99f00" },
          700: { value: "#a87a00" },
          800: { value: "#7a5800" },
          900: { value: "#4d3800" },
          950: { value: "#2e2100" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.700}" },
          contrast: { value: "white" },
          fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.200}" } },
          muted: { value: { _light: "{colors.brand.100}", _dark: "{colors.brand.900}" } },
          subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.950}" } },
          emphasized: { value: { _light: "{colors.brand.200}", _dark: "{colors.brand.800}" } },
          focusRing: { value: "{colors.brand.500}" },
        },
        gold: {
          solid: { value: "{colors.gold.500}" },
          contrast: { value: "{colors.gray.900}" },
          fg: { value: { _light: "{colors.gold.800}", _dark: "{colors.gold.300}" } },
          muted: { value: { _light: "{colors.gold.100}", _dark: "{colors.gold.900}" } },
          subtle: { value: { _light: "{colors.gold.50}", _dark: "{colors.gold.950}" } },
          emphasized: { value: { _light: "{colors.gold.200}", _dark: "{colors.gold.800}" } },
          focusRing: { value: "{colors.gold.500}" },
        },
        // Chakra's green.600 under white text is 3.3:1; green.700 reaches 5:1 (WCAG AA).
        green: {
          solid: { value: "{colors.green.700}" },
        },
      },
    },
  },
});
