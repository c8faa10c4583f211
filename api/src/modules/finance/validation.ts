import { z } from "zod";

// The money, quantity and rate rules are shared with the web's finance forms.
export { nonNegativeMoney, positiveMoney, positiveQuantity, positiveRate } from "@ponte/contracts/finance";

export const requiredText = (max: number) => z.string().trim().min(1, "REQUIRED").max(max, "TOO_LONG");
