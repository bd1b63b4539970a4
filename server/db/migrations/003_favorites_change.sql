-- Adding or removing a favourite as one statement. The function first locks
-- the user row, so the changes of one user take turns: an add sees the
-- current count (50 concurrent adds cannot pass the limit) and a concurrent
-- remove cannot slip between its checks. Being one round trip, the lock is
-- held for microseconds instead of the five round trips of BEGIN, lock,
-- insert, list, COMMIT from the application.
-- Returns the outcome ('added', 'exists', 'full' or 'removed') and the
-- resulting list in the order the favourites were added.
CREATE FUNCTION favorites_change(p_user integer, p_path text, p_add boolean, p_max integer)
RETURNS TABLE (outcome text, paths text[])
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_outcome text;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user FOR UPDATE;
  IF p_add THEN
    IF EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = p_user AND f.path = p_path) THEN
      v_outcome := 'exists';
    ELSIF (SELECT count(*) FROM favorites f WHERE f.user_id = p_user) >= p_max THEN
      v_outcome := 'full';
    ELSE
      INSERT INTO favorites (user_id, path, position)
      SELECT p_user, p_path, COALESCE(MAX(f.position), 0) + 1 FROM favorites f WHERE f.user_id = p_user;
      v_outcome := 'added';
    END IF;
  ELSE
    DELETE FROM favorites f WHERE f.user_id = p_user AND f.path = p_path;
    v_outcome := 'removed';
  END IF;
  RETURN QUERY SELECT v_outcome, ARRAY(SELECT f.path FROM favorites f WHERE f.user_id = p_user ORDER BY f.position);
END
$$;
