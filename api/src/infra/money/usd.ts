import { Prisma } from "../../generated/prisma/client.ts";
import type { Currency } from "../../generated/prisma/enums.ts";
import type { Db } from "../../db/prisma.ts";

type RateReader = Pick<Db, "exchangeRate">;
export type Amount = { currency: Currency; amount: Prisma.Decimal | null };
export type ToUsd = (amounts: Amount[]) => Prisma.Decimal;

/**
 * Loads the newest stored rate of each pair (USD→X, or X→USD) for the given
 * currencies and returns a converter. A currency without any stored rate
 * cannot be converted and is left out rather than counted at a made-up rate.
 */
export async function usdConverter(prisma: RateReader, currencies: Currency[]): Promise<ToUsd> {
  const foreign = [...new Set(currencies.filter((c) => c !== "USD"))];
  const rates = foreign.length
    ? await prisma.exchangeRate.findMany({
        where: {
          OR: [
            { base: "USD", quote: { in: foreign } },
            { quote: "USD", base: { in: foreign } },
          ],
        },
        orderBy: { asOf: "desc" },
        select: { base: true, quote: true, rate: true },
      })
    : [];
  return (amounts) => {
    let total = new Prisma.Decimal(0);
    for (const { currency, amount } of amounts) {
      if (!amount) continue;
      if (currency === "USD") {
        total = total.add(amount);
        continue;
      }
      // rows are newest first, so the first match is the current rate
      const rate = rates.find((r) => (r.base === "USD" && r.quote === currency) || (r.quote === "USD" && r.base === currency));
      if (!rate || rate.rate.isZero()) continue;
      total = total.add(rate.base === "USD" ? amount.div(rate.rate) : amount.mul(rate.rate));
    }
    return total.toDecimalPlaces(2);
  };
}

export async function sumInUsd(prisma: RateReader, amounts: Amount[]): Promise<Prisma.Decimal> {
  return (
    await usdConverter(
      prisma,
      amounts.map((a) => a.currency),
    )
  )(amounts);
}
