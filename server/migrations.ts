/**
 * Ordered schema migrations. Never edit one that has shipped: add the next one.
 * Rich bilingual content is stored as a JSON document (`data`) beside the columns the
 * server filters or joins on, so the seed stays readable and queries stay simple.
 */
export type Migration = { id: number; name: string; sql: string };

export const migrations: Migration[] = [
  {
    id: 1,
    name: "core",
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        contact_id TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        civility INTEGER NOT NULL,
        firstname TEXT NOT NULL,
        lastname TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        language TEXT NOT NULL DEFAULT 'fr',
        birthdate TEXT,
        type_prospect TEXT NOT NULL DEFAULT 'etudiant',
        has_accepted_email INTEGER NOT NULL DEFAULT 0,
        has_accepted_sms INTEGER NOT NULL DEFAULT 0,
        has_accepted_email_group INTEGER NOT NULL DEFAULT 0,
        has_accepted_sms_group INTEGER NOT NULL DEFAULT 0,
        cgu_version INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE password_history (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX password_history_user ON password_history(user_id);
      CREATE TABLE cgu (version INTEGER PRIMARY KEY, published_at TEXT NOT NULL, html_fr TEXT NOT NULL, html_en TEXT NOT NULL);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        user_id TEXT,
        recipient TEXT NOT NULL,
        destinataire TEXT NOT NULL,
        sujet TEXT NOT NULL,
        type_contact TEXT,
        content TEXT NOT NULL
      );
    `,
  },
  {
    id: 2,
    name: "content",
    sql: `
      CREATE TABLE cities (alias TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE residences (
        id INTEGER PRIMARY KEY,
        crm_id TEXT NOT NULL UNIQUE,
        alias_fr TEXT NOT NULL UNIQUE,
        alias_en TEXT NOT NULL UNIQUE,
        city TEXT NOT NULL REFERENCES cities(alias),
        position INTEGER NOT NULL,
        email TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE TABLE typologies (
        id INTEGER PRIMARY KEY,
        crm_id TEXT NOT NULL UNIQUE,
        residence_id INTEGER NOT NULL REFERENCES residences(id),
        alias_fr TEXT NOT NULL,
        alias_en TEXT NOT NULL,
        kind TEXT NOT NULL,
        gender TEXT,
        rent REAL NOT NULL,
        charges REAL NOT NULL,
        fees REAL NOT NULL,
        fee_discount REAL NOT NULL,
        position INTEGER NOT NULL,
        data TEXT NOT NULL,
        UNIQUE (residence_id, alias_fr),
        UNIQUE (residence_id, alias_en)
      );
      CREATE TABLE beds (
        id_bien TEXT PRIMARY KEY,
        typology_id INTEGER NOT NULL REFERENCES typologies(id),
        eft_refbien TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL,
        available_from TEXT NOT NULL
      );
      CREATE INDEX beds_typology ON beds(typology_id);
      CREATE TABLE faq_themes (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE faq (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        theme TEXT NOT NULL REFERENCES faq_themes(id),
        steps TEXT NOT NULL,
        alias_fr TEXT NOT NULL UNIQUE,
        alias_en TEXT NOT NULL UNIQUE,
        data TEXT NOT NULL
      );
      CREATE TABLE article_categories (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE articles (
        id INTEGER PRIMARY KEY,
        alias_fr TEXT NOT NULL UNIQUE,
        alias_en TEXT NOT NULL UNIQUE,
        category TEXT NOT NULL REFERENCES article_categories(id),
        published_on TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE TABLE alerts (id INTEGER PRIMARY KEY, beginning TEXT NOT NULL, end TEXT NOT NULL, data TEXT NOT NULL);
      CREATE TABLE footer_pages (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        slug_fr TEXT NOT NULL UNIQUE,
        slug_en TEXT NOT NULL UNIQUE,
        data TEXT NOT NULL
      );
      CREATE TABLE booking_steps (key TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE singletons (key TEXT PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE page_meta (route TEXT PRIMARY KEY, alias_fr TEXT NOT NULL, alias_en TEXT NOT NULL, data TEXT NOT NULL);
      CREATE TABLE addresses (
        id INTEGER PRIMARY KEY,
        street TEXT NOT NULL,
        postal_code TEXT NOT NULL,
        city TEXT NOT NULL,
        country TEXT NOT NULL,
        search TEXT NOT NULL
      );
    `,
  },
  {
    id: 3,
    name: "oidc",
    sql: `
      CREATE TABLE oidc_store (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        user_code TEXT,
        uid TEXT,
        expires_at INTEGER,
        consumed INTEGER,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX oidc_store_grant ON oidc_store(grant_id);
      CREATE INDEX oidc_store_uid ON oidc_store(model, uid);
      CREATE INDEX oidc_store_user_code ON oidc_store(model, user_code);
    `,
  },
  {
    id: 4,
    name: "dossiers",
    sql: `
      CREATE TABLE dossiers (
        id TEXT PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL REFERENCES users(id),
        type TEXT NOT NULL,
        statuscode TEXT NOT NULL,
        info_status INTEGER NOT NULL,
        bed_id TEXT REFERENCES beds(id_bien),
        typology_id INTEGER REFERENCES typologies(id),
        residence_id INTEGER REFERENCES residences(id),
        date_arrivee TEXT,
        date_fin_prereservation TEXT,
        extensions_used INTEGER NOT NULL DEFAULT 0,
        duree_du_sejour INTEGER NOT NULL DEFAULT 6,
        code_promo TEXT,
        id_offre TEXT,
        date_debut_de_bail TEXT,
        code_bail TEXT,
        followup TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX dossiers_user ON dossiers(user_id);
      CREATE TABLE temp_dossiers (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id),
        bed_id TEXT NOT NULL REFERENCES beds(id_bien),
        date_arrivee TEXT NOT NULL,
        resicamp INTEGER NOT NULL,
        id_offre TEXT,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 5,
    name: "dossier steps and documents",
    sql: `
      ALTER TABLE dossiers ADD COLUMN profile TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE dossiers ADD COLUMN guarantors TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE dossiers ADD COLUMN newsletter INTEGER;
      ALTER TABLE dossiers ADD COLUMN newsletter_group INTEGER;
      ALTER TABLE dossiers ADD COLUMN sent_at TEXT;
      CREATE TABLE documents (
        id TEXT PRIMARY KEY,
        dossier_id TEXT NOT NULL REFERENCES dossiers(id),
        user_id TEXT NOT NULL REFERENCES users(id),
        section TEXT NOT NULL,
        file_name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        path TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (dossier_id, section, file_name)
      );
      CREATE INDEX documents_dossier ON documents(dossier_id);
      CREATE TABLE document_controls (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id),
        section TEXT NOT NULL,
        status TEXT NOT NULL,
        submitted_at TEXT,
        data TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 6,
    name: "email confirmations",
    // A sign-up or an email change takes effect only from a link sent to the address: whether
    // an address already has an account is then told to its owner, never to whoever typed it.
    sql: `
      CREATE TABLE email_confirmations (
        token_hash TEXT PRIMARY KEY,
        purpose TEXT NOT NULL CHECK (purpose IN ('signup', 'emailChange')),
        email TEXT NOT NULL,
        user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
        data TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 7,
    name: "step record versions",
    // Two tabs on one application: a save names the version it started from, and one based on
    // an older version is refused instead of silently overwriting the other tab's save.
    sql: `
      ALTER TABLE dossiers ADD COLUMN profile_version INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE dossiers ADD COLUMN guarantors_version INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    id: 8,
    name: "dpop proofs",
    // The DPoP proofs already used (server/http/dpop.ts), each kept until its `iat` window
    // closes (milliseconds since the epoch): in the database, so a restart forgets none.
    sql: `
      CREATE TABLE dpop_proofs (
        key TEXT PRIMARY KEY,
        remembered_until INTEGER NOT NULL
      );
      CREATE INDEX dpop_proofs_remembered_until ON dpop_proofs(remembered_until);
    `,
  },
  {
    id: 9,
    name: "grant devices",
    // The account's signed-in devices (server/oidc/devices.ts): for each provider grant, the
    // browser and system read from the User-Agent of its token requests, when it was first
    // issued and last refreshed. A row lives as long as its grant; listing joins the live grants.
    sql: `
      CREATE TABLE grant_devices (
        grant_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        browser TEXT,
        os TEXT,
        created_at TEXT NOT NULL,
        last_used_at TEXT NOT NULL
      );
      CREATE INDEX grant_devices_account ON grant_devices(account_id);
    `,
  },
  {
    id: 10,
    name: "promo codes",
    // The promo codes the operator hands out (spec 9: a percentage discount on the fees only).
    // Step 1 refuses a code that is not here, so a made-up code is never silently stored. The
    // demo codes ship with the migration, so an existing database gets them too.
    sql: `
      CREATE TABLE promo_codes (
        code TEXT PRIMARY KEY COLLATE NOCASE,
        fee_discount INTEGER NOT NULL CHECK (fee_discount BETWEEN 0 AND 100)
      );
      INSERT INTO promo_codes (code, fee_discount) VALUES ('RENTREE2027', 50), ('BIENVENUE', 20);
    `,
  },
  {
    id: 11,
    name: "inventory appointments",
    // The residences' slots for the inventory of fixtures at entry (tunnel spec 2, "Handover
    // view"): seeded per residence (server/seed/handoverSlots.ts); a slot is booked by one
    // file at most (UNIQUE), so two applicants racing for it cannot both get it.
    sql: `
      CREATE TABLE inventory_slots (
        id INTEGER PRIMARY KEY,
        residence_id INTEGER NOT NULL REFERENCES residences(id),
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        dossier_id TEXT UNIQUE REFERENCES dossiers(id),
        booked_at TEXT
      );
      CREATE INDEX inventory_slots_residence ON inventory_slots(residence_id, starts_at);
    `,
  },
  {
    id: 12,
    name: "mail delivery",
    // Each mail of the outbox carries its delivery (server/domain/mailDelivery.ts): `pending`
    // until sent over SMTP (`next_attempt_at` empty: due now), `sent`, `failed` after the last
    // try, or `kept` when the server has no SMTP_URL and the outbox is its only mailbox. The
    // language is the recipient's, for the HTML part. Mails stored before this migration were
    // never meant to leave (their links may have lapsed): they are `kept`.
    sql: `
      ALTER TABLE outbox ADD COLUMN language TEXT;
      ALTER TABLE outbox ADD COLUMN delivery TEXT NOT NULL DEFAULT 'pending'
        CHECK (delivery IN ('pending', 'sent', 'failed', 'kept'));
      ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
      ALTER TABLE outbox ADD COLUMN last_error TEXT;
      ALTER TABLE outbox ADD COLUMN sent_at TEXT;
      UPDATE outbox SET delivery = 'kept';
      CREATE INDEX outbox_due ON outbox(delivery, next_attempt_at);
    `,
  },
  {
    id: 13,
    name: "staff accounts",
    // The residence team signs in through the same provider as applicants, to its own client,
    // with a role and a second factor (TOTP, RFC 6238). Kept apart from `users`: a staff account
    // is never an applicant, so no applicant route or query ever finds one.
    sql: `
      CREATE TABLE staff_accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('sales', 'manager')),
        language TEXT NOT NULL DEFAULT 'fr',
        totp_secret TEXT NOT NULL,
        totp_last_step INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE TABLE staff_sign_in_steps (
        interaction_uid TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE staff_activity (
        grant_key TEXT PRIMARY KEY,
        last_seen_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 14,
    name: "staff review",
    // The console's review (docs/staff.md): a file's version, moved by every change to its row
    // (a trigger, so no write path can forget it), which a decision names as the one it read;
    // one reviewer's lock per file; the file's history; the reasons of a file sent back. The
    // queue's tab is derived from the file's own facts (a generated column, indexed with the
    // sending time, so a tab's page of 10,000 files is read from the index); the handover tab
    // is refined at query time with the appointment (server/domain/staffQueue.ts).
    sql: `
      ALTER TABLE dossiers ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
      CREATE TRIGGER dossiers_version AFTER UPDATE ON dossiers
        WHEN NEW.version = OLD.version
        BEGIN UPDATE dossiers SET version = OLD.version + 1 WHERE id = NEW.id; END;
      ALTER TABLE dossiers ADD COLUMN changes_requested TEXT;
      ALTER TABLE dossiers ADD COLUMN queue_tab TEXT GENERATED ALWAYS AS (
        CASE
          WHEN statuscode IN ('complete', 'recycling') THEN 'toReview'
          WHEN statuscode = 'toUpdate' THEN 'sentBack'
          WHEN statuscode = 'accepted' AND json_extract(followup, '$.transferReview.status') = 'checking' THEN 'transferToCheck'
          WHEN statuscode = 'accepted' AND json_extract(followup, '$.amettredansyousign') IS NOT 1 THEN 'acceptedWithoutLease'
          WHEN statuscode = 'accepted' AND json_extract(followup, '$.paiement_recu') IS NOT 1 THEN 'waitingForPayment'
          -- The team's step is always the last one (signers.ts); asked for once every other signed.
          WHEN statuscode = 'accepted' AND json_extract(followup, '$.signature.statut') = 'EN_COURS'
            AND json_extract(followup, '$.signature.etapes[#-1].statut') = 'DEMANDEE'
            THEN 'toCountersign'
          WHEN statuscode = 'accepted' THEN 'waitingForSignatures'
          WHEN statuscode = 'signed' AND json_extract(followup, '$.insuranceReview.status') IS NOT 'accepted' THEN 'handover'
          WHEN statuscode = 'signed' THEN 'handedOver'
          ELSE NULL
        END
      ) VIRTUAL;
      CREATE INDEX dossiers_queue ON dossiers(queue_tab, COALESCE(sent_at, created_at));
      CREATE INDEX dossiers_residence_queue ON dossiers(residence_id, queue_tab, COALESCE(sent_at, created_at));
      -- Every API call frees lapsed pre-bookings first (prebooking.ts): read from an index, not
      -- from a scan of every file, once the files number thousands.
      CREATE INDEX dossiers_prebooking_end ON dossiers(info_status, date_fin_prereservation);
      CREATE TABLE file_locks (
        dossier_id TEXT PRIMARY KEY REFERENCES dossiers(id) ON DELETE CASCADE,
        staff_id TEXT NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE file_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        dossier_id TEXT NOT NULL REFERENCES dossiers(id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        actor_kind TEXT NOT NULL CHECK (actor_kind IN ('staff', 'applicant', 'commandLine')),
        actor_id TEXT,
        actor_name TEXT NOT NULL,
        action TEXT NOT NULL,
        status_before TEXT,
        status_after TEXT,
        details TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX file_history_dossier ON file_history(dossier_id, id);
    `,
  },
  {
    id: 15,
    name: "applicant search",
    // The console's search by name or email (server/domain/staffQueue.ts): a trigram index over
    // each applicant's email and names, kept by triggers, so part of a name is found without
    // reading every applicant, accents and case aside. `user_id` is stored, not indexed: the
    // users' rowid is not theirs to keep (a VACUUM may renumber it).
    sql: `
      CREATE VIRTUAL TABLE applicant_search USING fts5(
        words, user_id UNINDEXED, tokenize = 'trigram remove_diacritics 1'
      );
      INSERT INTO applicant_search(words, user_id)
        SELECT email || ' ' || firstname || ' ' || lastname, id FROM users;
      CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN
        INSERT INTO applicant_search(words, user_id)
          VALUES (NEW.email || ' ' || NEW.firstname || ' ' || NEW.lastname, NEW.id);
      END;
      CREATE TRIGGER users_search_update AFTER UPDATE OF email, firstname, lastname ON users
        WHEN OLD.email IS NOT NEW.email OR OLD.firstname IS NOT NEW.firstname
          OR OLD.lastname IS NOT NEW.lastname
      BEGIN
        UPDATE applicant_search SET words = NEW.email || ' ' || NEW.firstname || ' ' || NEW.lastname
          WHERE user_id = OLD.id;
      END;
      CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN
        DELETE FROM applicant_search WHERE user_id = OLD.id;
      END;
    `,
  },
  {
    id: 16,
    name: "co-signers in the history",
    // A file's history names a co-signer of the lease (a minor's legal guardian, a personal
    // guarantor) as who signed: neither the applicant nor staff, and without an account. SQLite
    // cannot change a CHECK, so the table is built anew with its rows.
    sql: `
      CREATE TABLE file_history_new (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        dossier_id TEXT NOT NULL REFERENCES dossiers(id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        actor_kind TEXT NOT NULL CHECK (actor_kind IN ('staff', 'applicant', 'coSigner', 'commandLine')),
        actor_id TEXT,
        actor_name TEXT NOT NULL,
        action TEXT NOT NULL,
        status_before TEXT,
        status_after TEXT,
        details TEXT NOT NULL DEFAULT '{}'
      );
      INSERT INTO file_history_new (id, dossier_id, at, actor_kind, actor_id, actor_name, action, status_before, status_after, details)
        SELECT id, dossier_id, at, actor_kind, actor_id, actor_name, action, status_before, status_after, details FROM file_history;
      DROP TABLE file_history;
      ALTER TABLE file_history_new RENAME TO file_history;
      CREATE INDEX file_history_dossier ON file_history(dossier_id, id);
    `,
  },
];
