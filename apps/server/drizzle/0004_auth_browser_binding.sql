-- Codes issued before this migration are not bound to a browser; they live 60 seconds, so drop them.
DELETE FROM "login_codes";--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "browser_binding_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;
