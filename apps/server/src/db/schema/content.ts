import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Home page hero banners, managed by operators. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    link: text('link').notNull(),
    /** Two colours for the generated background, "#rrggbb". */
    colorFrom: text('color_from').notNull(),
    colorTo: text('color_to').notNull(),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('banners_position_idx').on(t.position)],
);
