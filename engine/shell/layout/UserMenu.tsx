// The avatar button of the header; its menu (UserMenuPopup.tsx) loads when
// it first opens, or as soon as the pointer or the focus reaches the button.
// The avatar is drawn here (initials or the photo) and the button is a plain
// one, rather than Mantine's Avatar and UnstyledButton, which would add their
// code to every first load.
import { IconChevronDown } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { profileAtom } from '../../state';
import { initials } from '../paths';
import { useMenuButton } from './useMenuButton';

export type { UserMenuEntry } from './user-menu-entries';

const loadPopup = () => import('./UserMenuPopup');
const UserMenuPopup = lazy(loadPopup);

/** The photo when it loads; the initials otherwise (no photo, or a broken one). */
function UserAvatar({ name, photo }: { name: string; photo: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = !!photo && failed !== photo;
  return (
    <span className="shell-avatar" aria-hidden="true">
      {showPhoto ? <img src={photo} alt="" onError={() => setFailed(photo)} /> : initials(name)}
    </span>
  );
}

export function UserMenu() {
  const profile = useAtomValue(profileAtom);
  const menu = useMenuButton(() => void loadPopup());
  if (!profile) return null;

  return (
    <>
      <button type="button" {...menu.triggerProps} className="shell-plain-button shell-user-button" data-testid="user-menu">
        <span className="visually-hidden">{profile.Name}</span>
        <UserAvatar name={profile.Name} photo={profile.Photo} />
        <IconChevronDown size={14} aria-hidden />
      </button>
      {menu.open && (
        <Suspense fallback={null}>
          <UserMenuPopup menu={menu} />
        </Suspense>
      )}
    </>
  );
}
