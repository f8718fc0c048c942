-- Kiln's own files and images are stored as keys below the CDN root (data/{project}/versions/{version}/{file},
-- images/{folder}/{sha1}.{ext}), and their URLs are composed from CDN_URL when read. This turns the absolute URLs
-- written before into those keys, whatever origin they were written with.
--
-- The rule: a value with a scheme whose path holds the folder of the row's own owner, which only Kiln writes:
-- `/data/{the version's project}/versions/{the file's version}/` for version files, `/images/project/{id}/` for a
-- project's icon and gallery, `/images/user/{id}/`, `/images/organization/{id}/`, `/images/collection/{id}/` and
-- `/images/report/{uploader}/` for the others. The key is the value from that folder on. Anything else (an external
-- URL, a value already a key) is left as it is, so the migration is safe to reason about row by row.
UPDATE files SET url = substr(url, instr(url, '/data/' || (SELECT project_id FROM versions WHERE versions.id = files.version_id) || '/versions/' || version_id || '/') + 1)
WHERE url LIKE '%://%' AND instr(url, '/data/' || (SELECT project_id FROM versions WHERE versions.id = files.version_id) || '/versions/' || version_id || '/') > 0;
--> statement-breakpoint
UPDATE projects SET icon_url = substr(icon_url, instr(icon_url, '/images/project/' || id || '/') + 1)
WHERE icon_url LIKE '%://%' AND instr(icon_url, '/images/project/' || id || '/') > 0;
--> statement-breakpoint
UPDATE projects SET raw_icon_url = substr(raw_icon_url, instr(raw_icon_url, '/images/project/' || id || '/') + 1)
WHERE raw_icon_url LIKE '%://%' AND instr(raw_icon_url, '/images/project/' || id || '/') > 0;
--> statement-breakpoint
UPDATE gallery_items SET url = substr(url, instr(url, '/images/project/' || project_id || '/') + 1)
WHERE url LIKE '%://%' AND instr(url, '/images/project/' || project_id || '/') > 0;
--> statement-breakpoint
UPDATE gallery_items SET raw_url = substr(raw_url, instr(raw_url, '/images/project/' || project_id || '/') + 1)
WHERE raw_url LIKE '%://%' AND instr(raw_url, '/images/project/' || project_id || '/') > 0;
--> statement-breakpoint
UPDATE users SET avatar_url = substr(avatar_url, instr(avatar_url, '/images/user/' || id || '/') + 1)
WHERE avatar_url LIKE '%://%' AND instr(avatar_url, '/images/user/' || id || '/') > 0;
--> statement-breakpoint
UPDATE organizations SET icon_url = substr(icon_url, instr(icon_url, '/images/organization/' || id || '/') + 1)
WHERE icon_url LIKE '%://%' AND instr(icon_url, '/images/organization/' || id || '/') > 0;
--> statement-breakpoint
UPDATE collections SET icon_url = substr(icon_url, instr(icon_url, '/images/collection/' || id || '/') + 1)
WHERE icon_url LIKE '%://%' AND instr(icon_url, '/images/collection/' || id || '/') > 0;
--> statement-breakpoint
UPDATE report_images SET url = substr(url, instr(url, '/images/report/' || uploader_id || '/') + 1)
WHERE url LIKE '%://%' AND instr(url, '/images/report/' || uploader_id || '/') > 0;
