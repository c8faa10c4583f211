-- Invoices as documents (issue 16, item 6): a tax rate per line, the invoice's
-- subtotal and tax kept beside its total, partial payments, and the dates of
-- e-mailing and of the last overdue reminder.
--
-- Existing invoices were issued without tax: their lines get rate 0, their
-- subtotal is their amount and their tax 0, so no issued total or recorded
-- payment changes. (Applying the country's rate now would change documents
-- clients already hold.) New invoices default each line to the country's rate.

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "amountPaid" DECIMAL(14,2) NOT NULL DEFAULT 0,
ADD COLUMN     "lastReminderAt" TIMESTAMP(3),
ADD COLUMN     "sentAt" TIMESTAMP(3),
ADD COLUMN     "subtotal" DECIMAL(14,2) NOT NULL DEFAULT 0,
ADD COLUMN     "taxTotal" DECIMAL(14,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "InvoiceItem" ADD COLUMN     "taxRate" DECIMAL(5,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "InvoicePayment" (
    "id" UUID NOT NULL,
    "invoiceId" UUID NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "paidOn" DATE NOT NULL,
    "method" "PaymentMethod" NOT NULL DEFAULT 'BANK_TRANSFER',
    "notes" TEXT,
    "transactionId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvoicePayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InvoicePayment_transactionId_key" ON "InvoicePayment"("transactionId");

-- CreateIndex
CREATE INDEX "InvoicePayment_invoiceId_paidOn_idx" ON "InvoicePayment"("invoiceId", "paidOn");

-- AddForeignKey
ALTER TABLE "InvoicePayment" ADD CONSTRAINT "InvoicePayment_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoicePayment" ADD CONSTRAINT "InvoicePayment_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Backfill: the legacy total is the subtotal (rate 0 on every line).
UPDATE "Invoice" SET "subtotal" = "amount", "taxTotal" = 0;

-- A paid invoice was paid in full, once: one payment, linked to the income
-- transaction "mark paid" recorded for it when there is one.
INSERT INTO "InvoicePayment" ("id", "invoiceId", "amount", "paidOn", "method", "transactionId", "createdAt")
SELECT gen_random_uuid(), i."id", i."amount",
  COALESCE(t."date", (i."paidAt" AT TIME ZONE 'UTC')::date, i."dueDate"),
  COALESCE(t."paymentMethod", 'BANK_TRANSFER'),
  t."id",
  COALESCE(i."paidAt", CURRENT_TIMESTAMP)
FROM "Invoice" i
LEFT JOIN LATERAL (
  SELECT x."id", x."date", x."paymentMethod" FROM "Transaction" x
  WHERE x."invoiceId" = i."id" AND x."type" = 'INCOME'
  ORDER BY x."createdAt" LIMIT 1
) t ON true
WHERE i."status" = 'PAID';
UPDATE "Invoice" SET "amountPaid" = "amount" WHERE "status" = 'PAID';

-- The totals hold together whatever writes them.
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_amountPaid_check" CHECK ("amountPaid" >= 0 AND "amountPaid" <= "amount");
ALTER TABLE "InvoiceItem" ADD CONSTRAINT "InvoiceItem_taxRate_check" CHECK ("taxRate" >= 0 AND "taxRate" <= 100);
ALTER TABLE "InvoicePayment" ADD CONSTRAINT "InvoicePayment_amount_check" CHECK ("amount" > 0);
