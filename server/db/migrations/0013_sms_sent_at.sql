-- An SMS handed to the gateway (SMS_GATEWAY_URL) loses its body, as a sent e-mail does: a
-- verification code is a live secret and is not kept at rest once it left.
ALTER TABLE sms_outbox ADD COLUMN sent_at timestamptz;
