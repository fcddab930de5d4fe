-- Lookup names in the five languages, honest view/click counting, display-currency rates.
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_cny" numeric(18, 8) NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" integer,
	CONSTRAINT "currency_rates_positive_check" CHECK ("currency_rates"."per_cny" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_visitors" (
	"type" "event_type" NOT NULL,
	"product_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_visitors_type_product_id_visitor_pk" PRIMARY KEY("type","product_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sizes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_visitors" ADD CONSTRAINT "event_visitors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_visitors_counted_idx" ON "event_visitors" USING btree ("counted_at");