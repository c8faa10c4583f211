import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getLandingSystem } from "./landingSystem";
import { system } from "./system";

// The systems carry only the recipes of the Chakra components Ponte uses; a
// component whose recipe is missing renders unstyled. Every name imported
// from @chakra-ui/react must be known here: with its recipes, or as having none.
const RECIPES: Record<string, { recipes?: string[]; slotRecipes?: string[] }> = {
  Badge: { recipes: ["badge"] },
  Button: { recipes: ["button"] },
  ButtonGroup: { recipes: ["button"] },
  IconButton: { recipes: ["button"] },
  CloseButton: { recipes: ["button"] },
  Code: { recipes: ["code"] },
  Container: { recipes: ["container"] },
  Heading: { recipes: ["heading"] },
  Icon: { recipes: ["icon"] },
  Input: { recipes: ["input"] },
  InputGroup: { recipes: ["input", "inputAddon"] },
  Link: { recipes: ["link"] },
  Separator: { recipes: ["separator"] },
  Skeleton: { recipes: ["skeleton"] },
  SkipNavLink: { recipes: ["skipNavLink"] },
  Spinner: { recipes: ["spinner"] },
  Textarea: { recipes: ["textarea"] },
  Checkbox: { recipes: ["checkmark"], slotRecipes: ["checkbox"] },
  RadioGroup: { recipes: ["radiomark"], slotRecipes: ["radioGroup"] },
  Accordion: { slotRecipes: ["accordion"] },
  Alert: { slotRecipes: ["alert"] },
  Avatar: { slotRecipes: ["avatar"] },
  AvatarGroup: { slotRecipes: ["avatar"] },
  Card: { slotRecipes: ["card"] },
  Collapsible: { slotRecipes: ["collapsible"] },
  DataList: { slotRecipes: ["dataList"] },
  Dialog: { slotRecipes: ["dialog"] },
  Drawer: { slotRecipes: ["drawer"] },
  EmptyState: { slotRecipes: ["emptyState"] },
  Field: { slotRecipes: ["field"] },
  Fieldset: { slotRecipes: ["fieldset"] },
  List: { slotRecipes: ["list"] },
  Menu: { slotRecipes: ["menu"] },
  NativeSelect: { slotRecipes: ["nativeSelect"] },
  Popover: { slotRecipes: ["popover"] },
  Progress: { slotRecipes: ["progress"] },
  SegmentGroup: { slotRecipes: ["segmentGroup"] },
  Stat: { slotRecipes: ["stat"] },
  Switch: { slotRecipes: ["switch"] },
  Table: { slotRecipes: ["table"] },
  Tabs: { slotRecipes: ["tabs"] },
  Tag: { slotRecipes: ["tag"] },
  Timeline: { slotRecipes: ["timeline"] },
  Toast: { slotRecipes: ["toast"] },
  Toaster: { slotRecipes: ["toast"] },
  createToaster: { slotRecipes: ["toast"] },
  useSlotRecipe: {},
  useRecipe: {},
};
/** Layout and utility exports that have no recipe in Chakra's theme. */
const NO_RECIPE = new Set(
  "Box Stack HStack VStack Flex Grid GridItem SimpleGrid Center Circle Square Wrap WrapItem Portal VisuallyHidden Image Group Text Span Clipboard ChakraProvider createSystem defineConfig defaultConfig defaultBaseConfig chakra".split(
    " ",
  ),
);

const SRC = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !p.includes(`${path.sep}testing${path.sep}`) ? [p] : [];
  });
}

/** Names imported from @chakra-ui/react (types excluded) in the given files. */
function chakraImports(files: string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    const code = fs.readFileSync(file, "utf8");
    for (const m of code.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      if (m[1]) continue;
      for (const part of m[2].split(",")) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith("type ")) names.set(name, path.relative(SRC, file));
      }
    }
  }
  return names;
}

function missing(sys: typeof system, names: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [name, file] of names) {
    if (/Props$/.test(name) || NO_RECIPE.has(name)) continue;
    const need = RECIPES[name];
    if (!need) {
      out.push(`${name} (${file}): unknown component, add it to RECIPES or NO_RECIPE in system.test.ts`);
      continue;
    }
    for (const r of need.recipes ?? []) if (!sys.isRecipe(r)) out.push(`${name} (${file}): recipe ${r}`);
    for (const r of need.slotRecipes ?? []) if (!sys.isSlotRecipe(r)) out.push(`${name} (${file}): slot recipe ${r}`);
  }
  return out;
}

describe("Chakra systems", () => {
  it("the full system has the recipe of every Chakra component used in web/src", () => {
    const names = chakraImports(sourceFiles(SRC));
    expect(names.size).toBeGreaterThan(20);
    expect(missing(system, names)).toEqual([]);
  });

  it("the landing system has the recipes of the screens in the first bundle", () => {
    const files = [...sourceFiles(path.join(SRC, "modules/landing")), path.join(SRC, "pages/NotFoundPage.tsx"), path.join(SRC, "ui/feedback/RouteLoading.tsx")];
    expect(missing(getLandingSystem(), chakraImports(files))).toEqual([]);
  });
});
