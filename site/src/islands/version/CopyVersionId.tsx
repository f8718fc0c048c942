// "Copy version ID" for project members, and for anyone in developer mode (a `developer-mode` flag in localStorage).
import { useEffect, useState } from 'react';
import CopyButton from '../project/CopyButton.tsx';

interface Props {
  id: string;
  label: string;
  copiedLabel: string;
  /** Members always see it; others only once the browser says developer mode is on. */
  member: boolean;
}

const DEVELOPER_MODE_KEY = 'developer-mode';

export default function CopyVersionId({ id, label, copiedLabel, member }: Props) {
  const [developer, setDeveloper] = useState(false);
  useEffect(() => {
    setDeveloper(window.localStorage.getItem(DEVELOPER_MODE_KEY) === 'true');
  }, []);
  if (!member && !developer) return null;
  return <CopyButton className="button" text={id} label={label} copiedLabel={copiedLabel} />;
}
