// "Copy" beside a secret shown only once: the button copies the read-only field and says so. Copying needs the
// clipboard API; without it the field can still be selected and copied by hand.
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
  button.addEventListener('click', async () => {
    const field = document.querySelector<HTMLInputElement>('[data-copy-source]');
    if (!field) return;
    field.select();
    await navigator.clipboard?.writeText(field.value);
    button.textContent = button.dataset.copied ?? button.textContent;
  });
}
