-- Indexes for the catalogue search (server/catalogue/apartment-query.ts; plans in
-- docs/performance.md). The search picks a page's ids from `apartments` alone, so:
-- - price order with the id tie-break reads this index in order and stops at the page's end;
-- - the availability check for a period finds the blocked days inside the period by date.
CREATE INDEX apartments_price_id_idx ON apartments (price_hosting, id);
CREATE INDEX apartment_blocked_dates_date_idx ON apartment_blocked_dates (date, apartment_id);
