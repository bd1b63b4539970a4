// Where the language chosen on the public pages is kept (localStorage), read
// by the route table before any auth page loads. Its own module so reading
// it does not pull the language switcher (a menu and a Mantine Button) into
// the first load of a signed-in page.
export const AUTH_LANGUAGE_KEY = 'sop.language';
