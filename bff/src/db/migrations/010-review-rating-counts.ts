import { sql, type Kysely } from 'kysely';

/**
 * Approved reviews per product and star, kept by triggers on `review`, so a
 * product's rating is five indexed rows however many reviews it has. Triggers
 * rather than application code: the shop approves reviews by updating
 * `status` in SQL, and several instances may write at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;

  // No review may be written between the backfill and the trigger (instances still on 009).
  await sql`lock table review in share row exclusive mode`.execute(db);

  await db.schema
    .createTable('review_rating_count')
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('rating', 'smallint', (col) => col.notNull())
    // Rows that drop to 0 stay: deleting them would race with a concurrent increment.
    .addColumn('reviews', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_rating_count_pkey', ['product_id', 'rating'])
    .execute();

  await sql`
    insert into review_rating_count (product_id, rating, reviews)
    select product_id, rating, count(*) from review where status = 'approved' group by product_id, rating
  `.execute(db);

  // The search path is pinned to this schema: the owner's psql session may have another.
  // Old and new counts change in key order, so two updates moving reviews in opposite
  // directions between the same two stars cannot deadlock.
  await sql`
    create function review_rating_count_follow() returns trigger language plpgsql
    set search_path to ${sql.id(schema)}
    as $$
    declare
      was_counted boolean := tg_op <> 'INSERT' and old.status = 'approved';
      is_counted boolean := tg_op <> 'DELETE' and new.status = 'approved';
    begin
      if was_counted and is_counted and (old.product_id, old.rating) = (new.product_id, new.rating) then
        return null;
      end if;
      if was_counted and (not is_counted or (old.product_id, old.rating) < (new.product_id, new.rating)) then
        update review_rating_count set reviews = reviews - 1 where product_id = old.product_id and rating = old.rating;
        was_counted := false;
      end if;
      if is_counted then
        insert into review_rating_count as counted (product_id, rating, reviews) values (new.product_id, new.rating, 1)
        on conflict (product_id, rating) do update set reviews = counted.reviews + 1;
      end if;
      if was_counted then
        update review_rating_count set reviews = reviews - 1 where product_id = old.product_id and rating = old.rating;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger review_rating_count_follow
    after insert or delete or update of status, rating, product_id on review
    for each row execute function review_rating_count_follow()
  `.execute(db);

  await sql`
    create function review_rating_count_clear() returns trigger language plpgsql
    set search_path to ${sql.id(schema)}
    as $$ begin delete from review_rating_count; return null; end $$
  `.execute(db);
  await sql`
    create trigger review_rating_count_clear after truncate on review
    for each statement execute function review_rating_count_clear()
  `.execute(db);
}
