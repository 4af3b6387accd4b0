-- The anonymous question log (app/chat/server/questions/log.server.ts). Nothing here names a
-- visitor: no address, cookie, user agent or conversation id.
CREATE TABLE questions (
  day TEXT NOT NULL,
  question TEXT NOT NULL,
  answered_by TEXT NOT NULL CHECK (answered_by IN ('model', 'offline')),
  intent TEXT,
  fallback INTEGER NOT NULL DEFAULT 0,
  answer_chars INTEGER NOT NULL
);
CREATE INDEX questions_by_day ON questions (day);

-- Questions asked per day, stored or not: past the daily cap they are counted only.
CREATE TABLE question_days (
  day TEXT PRIMARY KEY,
  asked INTEGER NOT NULL
);
