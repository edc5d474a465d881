-- A sign-up is contested when its address is registered again, before verification, with a different
-- password. Nobody can tell the owner's sign-up from an impostor's then, so verifying the email keeps
-- neither password: the verified owner is signed in and sets a new one (decision record 0012).
ALTER TABLE users ADD COLUMN sign_up_contested boolean NOT NULL DEFAULT false;
