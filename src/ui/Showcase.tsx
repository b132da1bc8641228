// Showcase: every design-system component in its states on one page, for screenshots and review
// (routed at /_ui in development only). Not part of any screen; sample data is made up here.
import { type ReactNode, useState } from 'react';
import type { Key } from 'react-aria-components';
import { MASKS } from '../domain/masks.ts';
import { Accordion } from './Accordion.tsx';
import { AmenityIcon, PlaceTypeIcon } from './AmenityIcon.tsx';
import { Badge } from './Badge.tsx';
import { BusyOverlay } from './BusyOverlay.tsx';
import { Button } from './Button.tsx';
import { CardBrandIcon } from './CardBrandIcon.tsx';
import { Carousel, type CarouselImage } from './Carousel.tsx';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';
import { ComboBox } from './ComboBox.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ContractStatusBadge } from './ContractStatusBadge.tsx';
import { Counter } from './Counter.tsx';
import { EmptyState } from './EmptyState.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import * as Icons from './icons.tsx';
import { Container, Grid, Stack } from './Layout.tsx';
import { LazyDateRangePicker } from './LazyDateRangePicker.tsx';
import { LinkButton } from './LinkButton.tsx';
import { Dropdown } from './Menu.tsx';
import { DialogTrigger, Modal } from './Modal.tsx';
import { Price } from './Price.tsx';
import { RangeSlider } from './RangeSlider.tsx';
import { Select } from './Select.tsx';
import { Skeleton, SkeletonCards } from './Skeleton.tsx';
import { Spinner } from './Spinner.tsx';
import { StatusTag } from './StatusTag.tsx';
import { Switch } from './Switch.tsx';
import { TextArea } from './TextArea.tsx';
import { TextField } from './TextField.tsx';
import { TextLink } from './TextLink.tsx';
import { useToast } from './Toast.tsx';
import './Showcase.css';

/** Made-up photos: gradients drawn as SVG, so the page needs no network. */
function photo(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 70%)"/><stop offset="1" stop-color="hsl(${hue + 40} 40% 40%)"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/><text x="320" y="250" font-family="sans-serif" font-size="36" fill="white" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PHOTOS: CarouselImage[] = [
  'Sala',
  'Quarto',
  'Cozinha',
  'Banheiro',
  'Varanda',
  'Fachada',
  'Piscina',
].map((room, i) => ({ src: photo(160 + i * 25, room), alt: `${room} da unidade` }));

const STATES = [
  'Acre',
  'Alagoas',
  'Amapá',
  'Amazonas',
  'Bahia',
  'Ceará',
  'Distrito Federal',
  'Espírito Santo',
  'Goiás',
  'Maranhão',
  'Mato Grosso',
  'Mato Grosso do Sul',
  'Minas Gerais',
  'Pará',
  'Paraíba',
  'Paraná',
  'Pernambuco',
  'Piauí',
  'Rio de Janeiro',
  'Rio Grande do Norte',
  'Rio Grande do Sul',
  'Rondônia',
  'Roraima',
  'Santa Catarina',
  'São Paulo',
  'Sergipe',
  'Tocantins',
].map((name, i) => ({ id: i + 1, label: name }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="tk-Showcase-section" aria-labelledby={`sc-${title}`}>
      <h2 id={`sc-${title}`}>{title}</h2>
      {children}
    </section>
  );
}

function DemoCard({
  occupied,
  preBookable,
  soon,
}: {
  occupied?: boolean;
  preBookable?: boolean;
  soon?: boolean;
}) {
  const [fav, setFav] = useState(false);
  const unit = {
    isRented: Boolean(occupied),
    preBookable: Boolean(preBookable),
    soon_release: Boolean(soon),
  };
  return (
    <article className="tk-Showcase-card" data-occupied={occupied || undefined}>
      <Carousel
        label="Fotos de Tokaas - 0007"
        images={PHOTOS.slice(0, 5)}
        dimmed={occupied}
        overlay={
          <>
            <StatusTag unit={unit} variant={soon ? 'release' : 'pre-booking'} onImage />
            <FavoriteButton isFavorite={fav} onChange={setFav} unitName="Tokaas - 0007" />
          </>
        }
      />
      <p className="tk-Showcase-card-type">Apartamento</p>
      <h3 className="tk-Showcase-card-title">Tokaas - 0007</h3>
      <p className="tk-Showcase-card-meta">Pinheiros · São Paulo - SP</p>
      <p className="tk-Showcase-card-meta">
        <Icons.AreaIcon size={16} /> 32 m² <Icons.BedIcon size={16} /> 1 cama
      </p>
      <Price prefix="A partir de" value={2490} suffix="/ mês" />
    </article>
  );
}

export function Showcase() {
  const toast = useToast();
  const [cpf, setCpf] = useState('');
  const [guests, setGuests] = useState(2);
  const [range, setRange] = useState<[number, number]>([1500, 8000]);
  const [stay, setStay] = useState<{ start: string; end: string } | null>(null);
  const [state, setState] = useState<Key | null>(25);
  const [contract, setContract] = useState<Key | null>(0);
  const [order, setOrder] = useState<Key>('relevance');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);

  return (
    <Container width="wide" as="main" className="tk-Showcase">
      <h1>Tokaas · design system</h1>
      <p>Cada componente em seus estados. Use Tab para ver o anel de foco.</p>

      <Section title="Botões">
        <Stack direction="row" gap={1} wrap>
          <Button>Contratar</Button>
          <Button variant="secondary">Filtros</Button>
          <Button variant="ghost">Limpar</Button>
          <Button variant="danger">Excluir</Button>
          <Button isDisabled>Indisponível</Button>
          <Button
            isPending={pending}
            onPress={() => {
              setPending(true);
              setTimeout(() => setPending(false), 2000);
            }}
          >
            Salvar
          </Button>
          <Button isPending>Processando</Button>
        </Stack>
        <Stack direction="row" gap={1} wrap>
          <Button size="sm" variant="secondary">
            Pequeno
          </Button>
          <Button size="lg" icon={<Icons.SearchIcon />}>
            Buscar
          </Button>
          <Button variant="ghost" icon={<Icons.CopyIcon />} aria-label="Copiar código" />
          <LinkButton href="/buscar" variant="secondary">
            Ver Tokaas
          </LinkButton>
          <TextLink href="/perguntas-frequentes">Perguntas frequentes</TextLink>
          <TextLink href="https://example.com" external>
            Tour 360
          </TextLink>
        </Stack>
        <Button fullWidth size="lg">
          Declaro que li e estou de acordo
        </Button>
      </Section>

      <Section title="Campos de texto">
        <Grid minColumnWidth={280} gap={2}>
          <TextField label="Nome" isRequired placeholder="Nome e sobrenome" />
          <TextField
            label="CPF"
            isRequired
            mask={MASKS.cpf}
            value={cpf}
            onChange={setCpf}
            description="Somente números"
          />
          <TextField
            label="Email"
            type="email"
            defaultValue="maria@"
            errorMessage="O campo Email não é válido."
          />
          <TextField label="Celular" type="tel" mask={MASKS.celular} defaultValue="11987654321" />
          <TextField label="Email (não editável)" defaultValue="maria@tokaas.com.br" isDisabled />
          <TextField label="Senha" type="password" isInvalid errorMessage="Email ou senha inválidos." />
        </Grid>
        <TextArea label="Mensagem" isRequired description="Conte como podemos ajudar." />
      </Section>

      <Section title="Seleção">
        <Grid minColumnWidth={280} gap={2}>
          <Select
            label="Contrato relacionado"
            options={[
              { id: 0, label: 'Nenhum' },
              { id: 12, label: 'Contrato 2026-0012' },
              { id: 15, label: 'Contrato 2026-0015' },
            ]}
            value={contract}
            onChange={setContract}
          />
          <Select
            label="Tipo de imóvel"
            options={[{ id: 'apartamento', label: 'Apartamento' }]}
            errorMessage="O campo tipo é obrigatório."
          />
          <ComboBox
            label="Estado"
            items={STATES}
            value={state}
            onChange={setState}
            placeholder="Digite o estado"
          />
          <ComboBox label="Cidade" items={[]} filter="server" isLoading placeholder="Digite a cidade" />
        </Grid>
        <Stack direction="row" gap={4} wrap align="start">
          <Counter label="Pessoas" min={1} max={4} value={guests} onChange={setGuests} />
          <Counter label="Banheiros" min={0} max={12} defaultValue={0} />
          <Stack gap={0}>
            <Switch defaultSelected>Aceita pets</Switch>
            <Switch>Mobiliado</Switch>
            <Switch isDisabled>Indisponível</Switch>
          </Stack>
        </Stack>
        <CheckboxGroup label="Comodidades" columns defaultValue={['wifi', 'piscina']}>
          {['Wifi', 'Internet', 'Piscina', 'Locker', 'Bicicletário', 'Estacionamento', 'Academia'].map(
            (a) => (
              <Checkbox key={a} value={a.toLowerCase()}>
                {a}
              </Checkbox>
            ),
          )}
        </CheckboxGroup>
        <Checkbox isInvalid>Declaro que li e estou de acordo</Checkbox>
        <RangeSlider
          label="Faixa de preço"
          min={0}
          max={20000}
          step={100}
          value={range}
          onChange={setRange}
        />
      </Section>

      <Section title="Datas">
        <Grid minColumnWidth={300} gap={2}>
          <LazyDateRangePicker
            label="Período da estadia"
            value={stay}
            onChange={setStay}
            blockedDates={['2030-01-01']}
          />
          <LazyDateRangePicker
            label="Check-in e check-out"
            defaultValue={{ start: '2030-03-20', end: '2030-04-02' }}
            errorMessage="Preencha todos os campos."
          />
        </Grid>
        <p>Valor: {stay ? `${stay.start} → ${stay.end}` : 'nenhum'}</p>
      </Section>

      <Section title="Menus e diálogos">
        <Stack direction="row" gap={1} wrap>
          <Dropdown
            label="Área do morador"
            icon={<Icons.UserIcon />}
            variant="secondary"
            items={[
              { id: 'perfil', label: 'Minha conta', href: '/perfil' },
              { id: 'cartoes', label: 'Cartões', href: '/metodos-pagamento' },
              { id: 'tokaas', label: 'Minhas tokaas', href: '/minhas-tokaas' },
              { id: 'sair', label: 'Sair', onAction: () => toast.show('Você saiu.') },
            ]}
          />
          <Dropdown
            label="Ordenar"
            selectedId={order}
            onSelect={setOrder}
            items={[
              { id: 'relevance', label: 'Relevantes' },
              { id: 'price_asc', label: 'Menor Preço' },
              { id: 'price_desc', label: 'Maior Preço' },
            ]}
          />
          <DialogTrigger>
            <Button variant="secondary">Filtros</Button>
            <Modal
              title="Filtros"
              footer={(close) => (
                <>
                  <Button variant="ghost" onPress={close}>
                    Limpar
                  </Button>
                  <Button onPress={close}>Aplicar</Button>
                </>
              )}
            >
              <Stack gap={3}>
                <RangeSlider
                  label="Faixa de preço"
                  min={0}
                  max={20000}
                  step={100}
                  defaultValue={[0, 20000]}
                />
                <Counter label="Pessoas" min={0} max={12} defaultValue={0} />
                <Switch>Aceita pets</Switch>
              </Stack>
            </Modal>
          </DialogTrigger>
          <DialogTrigger>
            <Button variant="secondary">Mostrar todas as fotos</Button>
            <Modal title="Fotos de Tokaas - 0007" size="fullscreen">
              <Carousel label="Fotos de Tokaas - 0007" images={PHOTOS} variant="fullscreen" eager />
            </Modal>
          </DialogTrigger>
          <Button variant="danger" onPress={() => setConfirmOpen(true)}>
            Cancelar reserva
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              setBusy(true);
              setTimeout(() => setBusy(false), 2500);
            }}
          >
            Tela de espera
          </Button>
        </Stack>
        <ConfirmDialog
          isOpen={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Cancelar reserva"
          message="Esta ação é irreversível. Deseja cancelar a reserva?"
          confirmLabel="Cancelar reserva"
          cancelLabel="Voltar"
          onConfirm={() => new Promise((resolve) => setTimeout(resolve, 1500))}
        />
        <BusyOverlay isVisible={busy} />
      </Section>

      <Section title="Avisos">
        <Stack direction="row" gap={1} wrap>
          <Button
            variant="secondary"
            onPress={() => toast.show('Cartão adicionado com sucesso!', { tone: 'success', timeout: 3000 })}
          >
            Sucesso
          </Button>
          <Button
            variant="secondary"
            onPress={() =>
              toast.show('Ocorreu um erro de conexão, tente novamente em instantes.', {
                tone: 'error',
                action: { label: 'Ok' },
              })
            }
          >
            Erro
          </Button>
          <Button variant="secondary" onPress={() => toast.show('Código pix copiado!')}>
            Informação
          </Button>
        </Stack>
      </Section>

      <Section title="Status">
        <Stack direction="row" gap={1} wrap>
          <Badge tone="success">Ativo</Badge>
          <Badge tone="danger">Cancelada</Badge>
          <Badge tone="warning">Aguardando pagamento</Badge>
          <Badge tone="info">Pré-reserva</Badge>
          <Badge tone="neutral">Em breve</Badge>
          <ContractStatusBadge statusId={4} name="Ativo" />
          <ContractStatusBadge statusId={3} name="Aguardando Pix" />
          <StatusTag unit={{ isRented: false, preBookable: false, soon_release: false }} />
          <StatusTag unit={{ isRented: true, preBookable: false, soon_release: true }} variant="release" />
          <StatusTag unit={{ isRented: false, preBookable: false, soon_release: true }} variant="release" />
        </Stack>
        <Stack direction="row" gap={3} wrap>
          <Price value={1234.56} />
          <Price prefix="A partir de" value={2490} suffix="/ mês" size="lg" />
          <Price value={189.9} suffix="/ noite" size="sm" />
        </Stack>
      </Section>

      <Section title="Cards de unidade">
        <Grid>
          <DemoCard />
          <DemoCard preBookable />
          <DemoCard occupied />
          <DemoCard soon />
        </Grid>
      </Section>

      <Section title="Carregando e vazio">
        <SkeletonCards />
        <Stack direction="row" gap={2} align="center">
          <Skeleton shape="circle" />
          <Skeleton shape="text" width={200} />
          <Spinner label="Carregando" />
          <Spinner size="sm" />
        </Stack>
        <EmptyState icon={<Icons.HeartIcon />} action={<LinkButton href="/buscar">Buscar Tokaas</LinkButton>}>
          Você ainda não favoritou uma Tokaas
        </EmptyState>
      </Section>

      <Section title="Perguntas frequentes">
        <Accordion
          items={[
            {
              id: 1,
              title: 'Preciso de fiador?',
              content: <p>Não. Sem fiador, sem caução e sem papelada.</p>,
            },
            { id: 2, title: 'O que está incluso?', content: <p>Condomínio, IPTU, água, luz e internet.</p> },
            { id: 3, title: 'Posso levar meu pet?', content: <p>Em unidades que aceitam pets, sim.</p> },
          ]}
          defaultExpandedIds={[1]}
        />
      </Section>

      <Section title="Ícones">
        <div className="tk-Showcase-icons">
          {Object.entries(Icons)
            .filter(([name]) => name.endsWith('Icon'))
            .map(([name, Icon]) => (
              <span key={name} className="tk-Showcase-icon">
                <Icon />
                <small>{name.replace(/Icon$/, '')}</small>
              </span>
            ))}
          {['Wifi', 'Piscina', 'Academia'].map((a) => (
            <span key={a} className="tk-Showcase-icon">
              <AmenityIcon name={a} />
              <small>{a}</small>
            </span>
          ))}
          {['Metrô', 'Hospital', 'Pontos de ônibus'].map((t) => (
            <span key={t} className="tk-Showcase-icon">
              <PlaceTypeIcon type={t} />
              <small>{t}</small>
            </span>
          ))}
        </div>
        <Stack direction="row" gap={1} wrap>
          {[
            'visa',
            'mastercard',
            'amex',
            'elo',
            'hipercard',
            'diners',
            'discover',
            'jcb',
            'aura',
            'outra',
          ].map((b) => (
            <CardBrandIcon key={b} brand={b} width={56} />
          ))}
        </Stack>
      </Section>
    </Container>
  );
}

export default Showcase;
