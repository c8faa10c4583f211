import { useEffect } from "react";

/** Applies the profile's light/dark theme to the signed-in area (Chakra reads the `dark` class). */
export function useThemePreference(theme: "light" | "dark" | undefined) {
  useEffect(() => {
    const root = document.documentElement;
    const dark = theme === "dark";
    root.classList.toggle("dark", dark);
    root.classList.toggle("light", !dark);
    root.style.colorScheme = dark ? "dark" : "light";
    return () => {
      root.classList.remove("dark");
      root.style.colorScheme = "";
    };
  }, [theme]);
}
