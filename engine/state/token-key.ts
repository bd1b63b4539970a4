// Where the session token is kept (localStorage), apart from the token's
// atom: the first load reads it before jotai and the state have loaded
// (engine/shell/boot.ts).
export const TOKEN_KEY = 'sop.token';
