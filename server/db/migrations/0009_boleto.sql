-- Boleto (bank slip), payment form 3 (issue 30). A boleto bill carries its 44-digit barcode, its
-- due date and the end of its hold (due date + the bank's clearing day), besides the Pix charge
-- of the hybrid boleto (pix_* columns, the same charge payable by Pix). Frozen once released.

ALTER TABLE contracts DROP CONSTRAINT contracts_payment_form_id_check;
ALTER TABLE contracts ADD CONSTRAINT contracts_payment_form_id_check CHECK (payment_form_id IN (1, 2, 3));
ALTER TABLE contracts DROP CONSTRAINT contracts_cancel_reason_check;
ALTER TABLE contracts ADD CONSTRAINT contracts_cancel_reason_check
  CHECK (cancel_reason IN ('resident', 'pix_expired', 'card_declined', 'boleto_expired'));

ALTER TABLE bills_to_receive DROP CONSTRAINT bills_to_receive_payment_form_id_check;
ALTER TABLE bills_to_receive ADD CONSTRAINT bills_to_receive_payment_form_id_check
  CHECK (payment_form_id IN (1, 2, 3));

-- The 'nosso número' of each boleto issued: one sequence, so no two boletos share a barcode.
CREATE SEQUENCE boleto_our_number_seq;

ALTER TABLE bills_to_receive
  ADD COLUMN boleto_barcode char(44) UNIQUE CHECK (boleto_barcode IS NULL OR boleto_barcode ~ '^[0-9]{44}$'),
  ADD COLUMN boleto_due_date date,
  ADD COLUMN boleto_hold_until timestamptz,
  ADD COLUMN boleto_issued_at timestamptz,
  ADD CONSTRAINT bills_to_receive_boleto_complete CHECK (
    (boleto_barcode IS NULL) = (boleto_due_date IS NULL)
    AND (boleto_barcode IS NULL) = (boleto_issued_at IS NULL)
  );
