-- Pakistani hosted checkouts (decision 0014): Safepay, JazzCash and Easypaisa join the sandbox and
-- Stripe as providers a payment can be made with, several at once.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_provider_check;
ALTER TABLE payments ADD CONSTRAINT payments_provider_check
  CHECK (provider IN ('sandbox','stripe','safepay','jazzcash','easypaisa'));

-- Refunds a provider cannot make through its API (a JazzCash voucher paid over the counter, an
-- Easypaisa transaction past its refund window): recorded here for an admin to settle by hand.
CREATE TABLE payment_manual_refunds (
  payment_id  uuid PRIMARY KEY REFERENCES payments(id),
  provider    text NOT NULL,
  amount      integer NOT NULL CHECK (amount >= 0),
  reason      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz
);
