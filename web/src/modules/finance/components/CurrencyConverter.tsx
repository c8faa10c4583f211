import { Card, Field, Heading, HStack, IconButton, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ArrowLeftRight } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { Currency } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { formatMoney } from "../../../ui/format/formatMoney";
import { parseMoneyInput } from "../../../ui/format/moneyInput";
import { convertWithRates, type StoredRate } from "../utils/convertWithRates";
import { useVocabulary } from "../../../domain/vocabulary";
import { SelectInput } from "../../../ui/forms/SelectInput";

/** Converts with the stored current rates (a stored pair, its inverse, or through USD), as the server does. */
export function CurrencyConverter({ rates }: { rates: StoredRate[] }) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [amount, setAmount] = useState("100");
  const [from, setFrom] = useState<Currency>("USD");
  const [to, setTo] = useState<Currency>("AOA");
  // typed the reader's way, as in the forms: "1.500,50" in pt, "1,500.50" in en
  const canonical = parseMoneyInput(amount, locale);
  const value = Number(canonical);
  const valid = Boolean(canonical) && value >= 0;
  const conversion = valid ? convertWithRates(value, from, to, rates) : null;

  const select = (label: string, v: Currency, onChange: (c: Currency) => void) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <SelectInput value={v} onChange={(c) => onChange(c as Currency)} options={vocabulary.options("currency")} />
    </Field.Root>
  );

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{t("finance.converter.title")}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {t("finance.converter.explain")}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
            <Field.Root invalid={!valid}>
              <Field.Label>{t("finance.converter.amount")}</Field.Label>
              <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </Field.Root>
            {select(t("finance.converter.from"), from, setFrom)}
            <HStack justify="center">
              <IconButton
                variant="outline"
                aria-label={t("finance.converter.swap")}
                onClick={() => {
                  setFrom(to);
                  setTo(from);
                }}
              >
                <ArrowLeftRight />
              </IconButton>
            </HStack>
            {select(t("finance.converter.to"), to, setTo)}
          </SimpleGrid>
          <Stack gap="1" bg="bg.muted" rounded="md" p="4" aria-live="polite" data-testid="converter-result">
            {!valid ? (
              <Text color="fg.muted">{t("finance.converter.enterAmount")}</Text>
            ) : conversion ? (
              <>
                <Text fontSize="2xl" fontWeight="bold">
                  {formatMoney(value, from, locale)} = {formatMoney(conversion.result, to, locale)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`finance.converter.via.${conversion.via}`, {
                    rate: intl.formatNumber(conversion.factor, { maximumFractionDigits: 6 }),
                    from,
                    to,
                  })}
                </Text>
              </>
            ) : (
              <Text color="red.fg">{t("finance.error.rateNotAvailable")}</Text>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
