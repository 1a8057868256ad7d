-- TRUNCATE bypasses row-level triggers: a statement-level trigger refuses it too, so the audit log
-- cannot be emptied wholesale either.
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
