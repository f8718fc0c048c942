// The header's disclosure menus (theme, account, small-screen navigation): Escape or a click elsewhere closes them.
export function closeMenusOutside(header: HTMLElement): void {
  const menus = [...header.querySelectorAll('details')];
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus) {
      if (!menu.open) continue;
      const hadFocus = menu.contains(document.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    for (const menu of menus) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
}
