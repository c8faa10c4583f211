import { useMutation } from "@apollo/client/react";
import { choice, requiredDate } from "@ponte/contracts";
import { INVOICE_PAYMENT_LIMITS, invoicePaymentRules } from "@ponte/contracts/finance";
import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { z } from "zod";
import { useVocabulary, VOCABULARY } from "../../../../domain/vocabulary";
import { graphql } from "../../../../gql";
import { useLocale } from "../../../../i18n/useLocale";
import { EntityFormDialog } from "../../../../ui/forms/EntityFormDialog";
import { SelectField, TextareaField, TextField } from "../../../../ui/forms/fields";
import { MoneyField } from "../../../../ui/forms/MoneyField";
import { useEntityForm } from "../../../../ui/forms/useEntityForm";
import { formatMoney } from "../../../../ui/format/formatMoney";

// answers with the invoice as its page shows it (status, totals, payments), as sending one does
const RecordPayment = graphql(`
  mutation RecordPaymentDialog_Record($input: RecordInvoicePaymentInput!) {
    recordInvoicePayment(input: $input) {
      ...InvoicePage_Invoice
    }
  }
`);

/** The form's rules: the API's RecordInvoicePaymentInput rules (@ponte/contracts/finance); more than the balance is refused by the API. */
export const paymentSchema = z.object({
  amount: invoicePaymentRules.amount,
  paidOn: requiredDate(),
  method: choice(VOCABULARY.paymentMethod.values),
  notes: invoicePaymentRules.notes,
});
type PaymentForm = z.input<typeof paymentSchema>;

export interface PaymentTarget {
  id: string;
  number: string;
  currency: string;
  balance: string;
}

/** Records a payment received against an invoice: the balance is offered, a smaller amount leaves it partially paid. */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: PaymentTarget | null; onClose: (recorded: boolean) => void }) {
  return invoice ? <PaymentFormDialog invoice={invoice} onClose={onClose} /> : null;
}

function PaymentFormDialog({ invoice, onClose }: { invoice: PaymentTarget; onClose: (recorded: boolean) => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const vocabulary = useVocabulary();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [record] = useMutation(RecordPayment, { refetchQueries: "active", awaitRefetchQueries: true });
  const entity = useEntityForm({
    schema: paymentSchema,
    defaultValues: { amount: invoice.balance, paidOn: new Date().toISOString().slice(0, 10), method: "BANK_TRANSFER", notes: "" },
    onSubmit: async (v) => {
      await record({ variables: { input: { ...v, invoiceId: invoice.id, notes: v.notes || null } } });
      onClose(true);
    },
  });
  return (
    <EntityFormDialog
      entity={entity}
      title={t("finance.invoice.payment.title", { number: invoice.number })}
      submitLabel={t("finance.invoice.payment.save")}
      onClose={() => onClose(false)}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t("finance.invoice.payment.balance", { amount: formatMoney(invoice.balance, invoice.currency, locale) })}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <MoneyField<PaymentForm> name="amount" label={t("finance.field.amount")} required />
          <TextField<PaymentForm> name="paidOn" label={t("finance.invoice.payment.paidOn")} required type="date" max="9999-12-31" />
        </SimpleGrid>
        <SelectField<PaymentForm> name="method" label={t("finance.field.paymentMethod")} required options={vocabulary.options("paymentMethod")} />
        <TextareaField<PaymentForm> name="notes" label={t("finance.field.notes")} maxLength={INVOICE_PAYMENT_LIMITS.notes} />
      </Stack>
    </EntityFormDialog>
  );
}
