import { boolean, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns.ts";

// One row per pupil. user_id is the token's subject; no foreign key to users, because with a
// real Supabase project the accounts live there (docs/decisions/004-database-drivers.md).
export const onboarding = pgTable("onboarding", {
  userId: uuid("user_id").primaryKey(),
  name: text("name").notNull(),
  schoolType: text("school_type").notNull(),
  grade: integer("grade").notNull(),
  completed: boolean("completed").notNull().default(false),
  answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});
