CREATE TYPE "public"."ab_group" AS ENUM('A', 'B');--> statement-breakpoint
CREATE TYPE "public"."auth_provider" AS ENUM('KAKAO', 'GUEST', 'DEV');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('GUEST', 'USER', 'ADMIN');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "auth_provider" NOT NULL,
	"provider_id" text,
	"name" text NOT NULL,
	"avatar_url" text,
	"role" "user_role" NOT NULL,
	"ab_group" "ab_group" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_provider_identity_idx" ON "users" USING btree ("provider","provider_id") WHERE "users"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "users_guest_created_idx" ON "users" USING btree ("created_at") WHERE "users"."role" = 'GUEST';