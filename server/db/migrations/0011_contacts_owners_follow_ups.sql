CREATE TABLE "contact_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"contact_id" text NOT NULL,
	"lead_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"from_value" text,
	"to_value" text
);
--> statement-breakpoint
CREATE TABLE "contact_separations" (
	"contact_id" text NOT NULL,
	"other_contact_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_name" text NOT NULL,
	CONSTRAINT "contact_separations_contact_id_other_contact_id_pk" PRIMARY KEY("contact_id","other_contact_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_id" text,
	"next_follow_up" date
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "mobile_key" text;--> statement-breakpoint
ALTER TABLE "contact_activity" ADD CONSTRAINT "contact_activity_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activity" ADD CONSTRAINT "contact_activity_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_separations" ADD CONSTRAINT "contact_separations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_separations" ADD CONSTRAINT "contact_separations_other_contact_id_contacts_id_fk" FOREIGN KEY ("other_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_admins_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_activity_contact_idx" ON "contact_activity" USING btree ("contact_id","at");--> statement-breakpoint
CREATE INDEX "contact_separations_other_idx" ON "contact_separations" USING btree ("other_contact_id");--> statement-breakpoint
CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "contacts_next_follow_up_idx" ON "contacts" USING btree ("next_follow_up");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_email_key_created_at_idx" ON "leads" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_mobile_key_created_at_idx" ON "leads" USING btree ("mobile_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_contact_created_at_idx" ON "leads" USING btree ("contact_id","created_at","id");--> statement-breakpoint
-- Issue 38: the leads already stored get their keys and contacts, as the writer gives new ones
-- (server/data/contactKeys.ts): the e-mail trimmed with its ASCII letters lower-cased, the
-- mobile's ten digits (spaces and dashes, a +91, 0091, 91 or trunk 0 taken off).
UPDATE "leads" SET "email_key" = translate(btrim("email"), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), "mobile_key" = regexp_replace(regexp_replace("mobile", '[[:space:]-]', '', 'g'), '^(\+91|0091|91|0)([0-9]{10})$', '\2');--> statement-breakpoint
-- One contact per group of leads joined by a shared e-mail or mobile, transitively (e-mail A with
-- phone P, then phone P with e-mail B: one contact). Each lead takes the smallest id of the leads
-- it shares a key with until nothing changes: as many rounds as the longest chain. Spam joins none.
DO $$
DECLARE changed integer;
BEGIN
  CREATE TEMP TABLE contact_groups (lead_id text PRIMARY KEY, email_key text, mobile_key text, label text NOT NULL);
  INSERT INTO contact_groups SELECT "id", "email_key", "mobile_key", "id" FROM "leads" WHERE "status" <> 'spam';
  CREATE INDEX ON contact_groups (email_key);
  CREATE INDEX ON contact_groups (mobile_key);
  LOOP
    UPDATE contact_groups g SET label = m.label
    FROM (
      SELECT c.lead_id, least(e.label, p.label) AS label
      FROM contact_groups c
      JOIN (SELECT email_key, min(label) AS label FROM contact_groups GROUP BY email_key) e USING (email_key)
      JOIN (SELECT mobile_key, min(label) AS label FROM contact_groups GROUP BY mobile_key) p USING (mobile_key)
    ) m
    WHERE m.lead_id = g.lead_id AND m.label < g.label;
    GET DIAGNOSTICS changed = ROW_COUNT;
    EXIT WHEN changed = 0;
  END LOOP;
  CREATE TEMP TABLE contact_labels AS
    SELECT g.label, gen_random_uuid()::text AS contact_id, min(l."created_at") AS created_at
    FROM contact_groups g JOIN "leads" l ON l."id" = g.lead_id GROUP BY g.label;
  INSERT INTO "contacts" ("id", "created_at") SELECT contact_id, created_at FROM contact_labels;
  UPDATE "leads" l SET "contact_id" = c.contact_id
    FROM contact_groups g JOIN contact_labels c USING (label) WHERE l."id" = g.lead_id;
  DROP TABLE contact_labels;
  DROP TABLE contact_groups;
END $$;--> statement-breakpoint
-- The single note becomes the first note of the timeline, dated and signed by the latest audited
-- change of that lead's status or note (issue 15 on), else at the enquiry's own time. A spam
-- lead's note stays on the lead (LeadRecord.note): spam has no timeline.
INSERT INTO "contact_activity" ("id", "contact_id", "lead_id", "at", "actor_id", "actor_name", "kind", "text")
SELECT gen_random_uuid()::text, l."contact_id", l."id", coalesce(a."at", l."created_at"), a."actor_id", coalesce(a."actor_name", '(unknown)'), 'note', l."note"
FROM "leads" l
LEFT JOIN (
  SELECT DISTINCT ON ("target") "target", "at", "actor_id", "actor_name" FROM "audit_log"
  WHERE "kind" = 'lead' AND "action" IN ('note', 'status') ORDER BY "target", "at" DESC
) a ON a."target" = l."id"
WHERE l."note" <> '' AND l."contact_id" IS NOT NULL;
