-- One row per background job: when its next round is due. A process runs a round only after
-- claiming the row (FOR UPDATE SKIP LOCKED) while it is due, and moves next_run_at on in the same
-- transaction: with N processes each round runs once, not N times (server/jobs/job-rounds.ts).
CREATE TABLE job_rounds (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL DEFAULT now(),
  last_run_at timestamptz
);
