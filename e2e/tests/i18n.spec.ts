import { expect, test } from '@playwright/test';

test('after switching to English, the login page and the shell speak English', async ({ page }) => {
  await page.goto('/login?redirect=%2Fdashboard');
  await page.getByRole('button', { name: 'English' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the creator platform' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByLabel('Account').fill('creator');
  await page.getByLabel('Password').fill('Demo@2026');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page).toHaveTitle('Dashboard - 创作者平台');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Publish video' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Content' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Hello, /)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The choice is remembered.
  await page.reload();
  await expect(nav.getByRole('button', { name: 'Content' })).toBeVisible();
});
