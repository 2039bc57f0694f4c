// Tabelas de preços (`pricing_tables`). Valores em centavos inteiros; `null` = item sem preço
// (ex.: "sob consulta"). Os ids são fixos para que testes e eventos possam referenciá-los.
// `tipo` (core/src/box-office.ts PRICE_KINDS): 'meia' conta na cota de meia-entrada sem dizer o
// beneficiário (opções feitas antes dos tipos por beneficiário); 'meia_estudante', 'meia_pcd' e
// 'meia_jovem' contam na cota e aparecem separados no relatório de meia-entrada; 'meia_idoso'
// (60+) fica fora da cota; sem `tipo`, a opção é inteira.

export const PRICING_TABLES = [
  {
    id: 'pt-pista',
    nome: 'Pista',
    descricao: 'Acesso à área de pista, em pé. Meia-entrada mediante comprovação na entrada.',
    publicada: true,
    itens: [
      { id: 'inteira', label: 'Inteira', valor_centavos: 12000 },
      { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' },
      { id: 'solidario', label: 'Ingresso Solidário (+1 kg de alimento)', valor_centavos: 8000 },
    ],
  },
  {
    id: 'pt-camarote',
    nome: 'Camarote',
    descricao: 'Área elevada com vista privilegiada, bar exclusivo e banheiros privativos.',
    publicada: true,
    itens: [
      { id: 'inteira', label: 'Inteira', valor_centavos: 38000 },
      { id: 'meia', label: 'Meia-entrada', valor_centavos: 19000, tipo: 'meia' },
      { id: 'open-bar', label: 'Camarote Open Bar', valor_centavos: 52000 },
    ],
  },
  {
    id: 'pt-lote-promocional',
    nome: 'Lote Promocional',
    descricao: 'Lotes com preço progressivo: quando um lote esgota, o próximo é liberado.',
    publicada: true,
    itens: [
      { id: 'lote-1', label: 'Lote 1', valor_centavos: 8000 },
      { id: 'lote-2', label: 'Lote 2', valor_centavos: 9500 },
      { id: 'lote-3', label: 'Lote 3', valor_centavos: 11000 },
    ],
  },
  {
    id: 'pt-plateia-balcao',
    nome: 'Plateia e Balcão',
    descricao: 'Lugares marcados. Consulte o mapa de setores na página do evento.',
    publicada: true,
    itens: [
      { id: 'plateia-inteira', label: 'Plateia - Inteira', valor_centavos: 9000 },
      { id: 'plateia-meia', label: 'Plateia - Meia-entrada', valor_centavos: 4500, tipo: 'meia' },
      { id: 'plateia-pcd', label: 'Plateia - PCD', valor_centavos: 4500, tipo: 'meia_pcd' },
      { id: 'balcao-inteira', label: 'Balcão - Inteira', valor_centavos: 6000 },
      { id: 'balcao-meia', label: 'Balcão - Meia-entrada', valor_centavos: 3000, tipo: 'meia' },
      // Espaço para cadeira de rodas com o lugar do acompanhante ao lado (LBI, art. 44): 2 ingressos
      // nominais por espaço, do estoque de espaços do evento (vendas.espacos_cadeirante).
      {
        id: 'plateia-cadeirante',
        label: 'Plateia - Cadeirante + acompanhante',
        valor_centavos: 4500,
        tipo: 'cadeirante',
      },
    ],
  },
  {
    id: 'pt-stand-up',
    nome: 'Ingresso Stand-up',
    descricao: 'Mesas por ordem de chegada; a mesa frontal garante dois lugares junto ao palco.',
    publicada: true,
    itens: [
      { id: 'inteira', label: 'Inteira', valor_centavos: 8000 },
      { id: 'meia', label: 'Meia-entrada', valor_centavos: 4000, tipo: 'meia' },
      { id: 'mesa-frontal', label: 'Mesa frontal (2 pessoas)', valor_centavos: 22000 },
    ],
  },
  {
    id: 'pt-conferencia',
    nome: 'Passaporte Conferência',
    descricao: 'Acesso a todas as trilhas, área de expositores e coffee breaks nos dois dias.',
    publicada: true,
    itens: [
      { id: 'profissional', label: 'Profissional', valor_centavos: 49000 },
      { id: 'estudante', label: 'Estudante', valor_centavos: 24500, tipo: 'meia_estudante' },
      { id: 'pcd', label: 'Pessoa com deficiência', valor_centavos: 24500, tipo: 'meia_pcd' },
      { id: 'id-jovem', label: 'ID Jovem (15 a 29 anos)', valor_centavos: 24500, tipo: 'meia_jovem' },
      { id: 'startup', label: 'Startup (até 3 pessoas)', valor_centavos: 99000 },
      // Item sem preço: o valor é combinado com a organização.
      { id: 'caravana', label: 'Caravana universitária (sob consulta)', valor_centavos: null },
    ],
  },
  {
    id: 'pt-corrida',
    nome: 'Inscrição Corrida',
    descricao: 'Inclui kit com camiseta, número de peito com chip e medalha de participação.',
    publicada: true,
    itens: [
      { id: '5k', label: '5 km', valor_centavos: 8900 },
      { id: '10k', label: '10 km', valor_centavos: 10900 },
      { id: '21k', label: '21 km (meia maratona)', valor_centavos: 14900 },
      { id: '60mais', label: '60+ (qualquer distância)', valor_centavos: 4450, tipo: 'meia_idoso' },
    ],
  },
  {
    id: 'pt-degustacao',
    nome: 'Degustação',
    descricao: 'Entrada com fichas de degustação. Crianças até 12 anos acompanhadas não pagam.',
    publicada: true,
    itens: [
      { id: 'fichas-5', label: 'Entrada + 5 fichas', valor_centavos: 7000 },
      { id: 'fichas-10', label: 'Entrada + 10 fichas', valor_centavos: 12000 },
      { id: 'infantil', label: 'Entrada infantil (até 12 anos)', valor_centavos: 0 },
    ],
  },
  {
    id: 'pt-arquibancada',
    nome: 'Arquibancada',
    descricao: 'Arquibancada livre ou cadeira numerada no setor central.',
    publicada: true,
    itens: [
      { id: 'inteira', label: 'Inteira', valor_centavos: 6000 },
      { id: 'meia', label: 'Meia-entrada', valor_centavos: 3000, tipo: 'meia' },
      { id: 'cadeira', label: 'Cadeira numerada', valor_centavos: 15000 },
    ],
  },
  {
    // Não publicada: ainda em negociação com o patrocinador. Está ligada a um evento para mostrar
    // no back office o aviso "(Não publicada)"; a vitrine não a exibe.
    id: 'pt-camarote-vip',
    nome: 'Camarote VIP Patrocinador',
    descricao: 'Mesas para convidados do patrocinador. Em negociação, não publicar ainda.',
    publicada: false,
    itens: [
      { id: 'mesa-4', label: 'Mesa para 4 pessoas', valor_centavos: 160000 },
      { id: 'mesa-8', label: 'Mesa para 8 pessoas', valor_centavos: 300000 },
    ],
  },
];
