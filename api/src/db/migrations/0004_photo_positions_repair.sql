-- Photos uploaded to one listing at the same moment could share a position and all become the
-- cover. Renumber each listing's photos 0, 1, 2 … in the order they are shown (position, then
-- upload order) and keep one cover: the first photo marked as cover, else the first photo.
WITH ordered AS (
  SELECT
    id,
    row_number() OVER (PARTITION BY listing_id ORDER BY position, id) - 1 AS new_position,
    row_number() OVER (PARTITION BY listing_id ORDER BY is_cover DESC, position, id) AS cover_rank
  FROM listing_photos
)
UPDATE listing_photos AS p
SET position = o.new_position, is_cover = (o.cover_rank = 1)
FROM ordered AS o
WHERE p.id = o.id AND (p.position <> o.new_position OR p.is_cover <> (o.cover_rank = 1));
