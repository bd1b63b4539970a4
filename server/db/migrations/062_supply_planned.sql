-- The projection with its purchase suggestions received on the date they
-- could arrive (server/supply/plan/planned.ts): availability to promise
-- counts on what the plan proposes to buy, not only on what is ordered.
ALTER TABLE supply_series ADD COLUMN planned float8[] NULL;
