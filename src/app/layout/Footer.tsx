// Footer (spec 2): quick links, phone, messaging, contact e-mail, app link, social links.
// Hidden in PWA mode.
import { Link } from 'wouter';
import { usePwaMode } from '../../ui/pwa-mode.ts';
import './Footer.css';

const SOCIAL = [
  { href: 'https://www.instagram.com/tokaas', label: 'Instagram' },
  { href: 'https://www.facebook.com/tokaas', label: 'Facebook' },
  { href: 'https://www.linkedin.com/company/tokaas', label: 'LinkedIn' },
];

export function Footer() {
  const pwa = usePwaMode();
  if (pwa) return null;
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Links rápidos</h2>
          <ul>
            <li>
              <Link href="/buscar">Encontrar uma Tokaas</Link>
            </li>
            <li>
              <Link href="/sobre">Sobre nós</Link>
            </li>
            <li>
              <Link href="/perguntas-frequentes">Perguntas frequentes</Link>
            </li>
            <li>
              <Link href="/contato">Contato</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Fale com a gente</h2>
          <ul>
            <li>
              <a href="tel:+551140028922">Telefone: (11) 4002-8922</a>
            </li>
            <li>
              <a href="https://wa.me/5511940028922" target="_blank" rel="noreferrer">
                WhatsApp: (11) 94002-8922
              </a>
            </li>
            <li>
              <a href="mailto:contato@tokaas.com.br">contato@tokaas.com.br</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-app">
          <h2 id="footer-app">Aplicativo</h2>
          <p>
            Instale a Tokaas na tela inicial do seu celular: abra o menu do navegador e toque em “Instalar
            app”.
          </p>
          <ul className="app-footer__social">
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="app-footer__legal">
        © {new Date().getFullYear()} Tokaas — moradia mobiliada, tudo incluso.
      </p>
    </footer>
  );
}
