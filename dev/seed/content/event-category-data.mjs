// Linhas das tabelas de categorias por evento (`event_category_data`).
// Cada bloco liga um evento a uma tabela; cada linha é `dados` (id da coluna → texto).
// Células de subdivisão usam a chave `<colunaId>.<subdivisaoId>`, ex.: 'largada.bat1'.
// Ids gerados: ecd-<evento sem "evt-">-<tabela sem "ct-">-<nn> (ver build.mjs).
// `prettier-ignore` mantém uma linha da tabela por linha de código.

export const EVENT_CATEGORY_DATA = [
  {
    event_id: 'evt-sons-do-cerrado',
    table_id: 'ct-programacao',
    // prettier-ignore
    linhas: [
      { dia: 'Dia 1', horario: '16:00', atracao: 'Bando do Pequi', palco: 'Palco Alternativo' },
      { dia: 'Dia 1', horario: '17:30', atracao: 'Luana Ipê', palco: 'Palco Principal' },
      { dia: 'Dia 1', horario: '19:00', atracao: 'Candangos Elétricos', palco: 'Palco Principal' },
      { dia: 'Dia 1', horario: '21:00', atracao: 'Coletivo Seca Brava', palco: 'Tenda Eletrônica' },
      { dia: 'Dia 1', horario: '22:30', atracao: 'Os Buritis', palco: 'Palco Principal' },
      { dia: 'Dia 2', horario: '16:00', atracao: 'Rap do Planalto convida MC Taguá', palco: 'Palco Alternativo' },
      { dia: 'Dia 2', horario: '18:00', atracao: 'Forró Eletrônico do Gama', palco: 'Tenda Eletrônica' },
      { dia: 'Dia 2', horario: '20:00', atracao: 'Marisa Cerrado & Orquestra de Viola', palco: 'Palco Principal' },
      { dia: 'Dia 2', horario: '22:30', atracao: 'Plano Piloto Sound System', palco: 'Palco Principal' },
    ],
  },
  {
    event_id: 'evt-sons-do-cerrado',
    table_id: 'ct-setores',
    // prettier-ignore
    linhas: [
      { setor: 'Pista', capacidade: '4200', acessivel: 'Sim', recursos: 'Plataforma elevada para PCD em frente ao palco principal' },
      { setor: 'Camarote', capacidade: '600', acessivel: 'Sim', recursos: 'Elevador, banheiro adaptado' },
      { setor: 'Food park', capacidade: '1500', acessivel: 'Sim', recursos: 'Mesas com altura acessível' },
      { setor: 'Área kids', capacidade: '200', acessivel: 'Parcial', recursos: 'Piso de grama; trocador e fraldário' },
    ],
  },
  {
    event_id: 'evt-noite-samba-lapa',
    table_id: 'ct-setores',
    // prettier-ignore
    linhas: [
      { setor: 'Salão térreo (pista)', capacidade: '320', acessivel: 'Sim', recursos: 'Rampa na entrada lateral' },
      { setor: 'Mezanino (camarote)', capacidade: '80', acessivel: 'Não', recursos: 'Acesso apenas por escada' },
      { setor: 'Varanda', capacidade: '60', acessivel: 'Parcial', recursos: 'Degrau na porta; apoio da equipe' },
    ],
  },
  {
    event_id: 'evt-futsal-classico-capital',
    table_id: 'ct-setores',
    // prettier-ignore
    linhas: [
      { setor: 'Arquibancada Norte', capacidade: '800', acessivel: 'Parcial', recursos: 'Espaço para cadeira de rodas na primeira fileira' },
      { setor: 'Arquibancada Sul', capacidade: '800', acessivel: 'Parcial', recursos: 'Espaço para cadeira de rodas na primeira fileira' },
      { setor: 'Cadeiras centrais', capacidade: '200', acessivel: 'Sim', recursos: 'Acesso em nível, assentos para acompanhantes' },
    ],
  },
  {
    event_id: 'evt-festival-inverno',
    table_id: 'ct-programacao',
    // prettier-ignore
    linhas: [
      { dia: 'Dia 1', horario: '19:00', atracao: 'Orquestra Jovem da Mantiqueira: Dvořák, Sinfonia n.º 9', palco: 'Auditório' },
      { dia: 'Dia 1', horario: '21:30', atracao: 'Recital de piano: Clara Aranha', palco: 'Auditório' },
      { dia: 'Dia 2', horario: '16:00', atracao: 'Masterclass aberta de violino', palco: 'Palco Alternativo' },
      { dia: 'Dia 2', horario: '20:00', atracao: 'Quarteto Pinhão: Villa-Lobos', palco: 'Auditório' },
      { dia: 'Dia 3', horario: '11:00', atracao: 'Banda Sinfônica da Serra (gratuito, na praça)', palco: 'Palco Alternativo' },
      { dia: 'Dia 3', horario: '20:00', atracao: 'Regional Serra Acima: noite do choro', palco: 'Auditório' },
    ],
  },
  {
    event_id: 'evt-festival-inverno',
    table_id: 'ct-setores',
    // prettier-ignore
    linhas: [
      { setor: 'Plateia', capacidade: '1000', acessivel: 'Sim', recursos: 'Lugares para cadeira de rodas nas fileiras A e M' },
      { setor: 'Balcão', capacidade: '500', acessivel: 'Não', recursos: 'Acesso por escadaria' },
      { setor: 'Foyer', capacidade: '300', acessivel: 'Sim', recursos: 'Audioguia e programa em braile' },
    ],
  },
  {
    event_id: 'evt-arraia-forro',
    table_id: 'ct-programacao',
    // prettier-ignore
    linhas: [
      { dia: 'Dia 1', horario: '18:00', atracao: 'Trio Asa Branca do Agreste', palco: 'Palco Principal' },
      { dia: 'Dia 1', horario: '21:00', atracao: 'Concurso de quadrilhas: eliminatórias', palco: 'Palco Alternativo' },
      { dia: 'Dia 2', horario: '19:00', atracao: 'Mestre Zé do Fole', palco: 'Palco Principal' },
      { dia: 'Dia 2', horario: '22:00', atracao: 'Forró das Meninas de Bezerros', palco: 'Palco Principal' },
      { dia: 'Dia 3', horario: '19:00', atracao: 'Concurso de quadrilhas: grande final', palco: 'Palco Alternativo' },
      { dia: 'Dia 3', horario: '23:00', atracao: 'Sanfona de Ouro convida', palco: 'Palco Principal' },
    ],
  },
  {
    event_id: 'evt-sabores-paraty',
    table_id: 'ct-expositores',
    // prettier-ignore
    linhas: [
      { expositor: 'Casa da Tainha', cidade: 'Paraty - RJ', especialidade: 'Peixe na folha de bananeira', faixa: '$$' },
      { expositor: 'Alambique Serra do Mar', cidade: 'Paraty - RJ', especialidade: 'Cachaças envelhecidas', faixa: '$$$' },
      { expositor: 'Dona Cida Caiçara', cidade: 'Trindade - RJ', especialidade: 'Azul-marinho (peixe com banana verde)', faixa: '$$' },
      { expositor: 'Pão de Fermentação Natural do Cais', cidade: 'Ubatuba - SP', especialidade: 'Pães e focaccias', faixa: '$' },
      { expositor: 'Sorvetes do Quilombo', cidade: 'Paraty - RJ', especialidade: 'Sorvetes de frutas nativas', faixa: '$' },
      { expositor: 'Chef Rodrigo Mangue', cidade: 'Angra dos Reis - RJ', especialidade: 'Moqueca de banana-da-terra', faixa: '$$$' },
    ],
  },
  {
    event_id: 'evt-nordeste-digital',
    table_id: 'ct-programacao',
    // prettier-ignore
    linhas: [
      { dia: 'Dia 1', horario: '09:00', atracao: 'Abertura: o ecossistema de tecnologia do Nordeste', palco: 'Palco Principal' },
      { dia: 'Dia 1', horario: '10:30', atracao: 'IA em produção sem quebrar o orçamento', palco: 'Palco Principal' },
      { dia: 'Dia 1', horario: '14:00', atracao: 'Oficina: acessibilidade na prática', palco: 'Auditório' },
      { dia: 'Dia 2', horario: '09:00', atracao: 'Engenharia de dados para times de cinco pessoas', palco: 'Auditório' },
      { dia: 'Dia 2', horario: '11:00', atracao: 'Painel: primeiro emprego em tecnologia', palco: 'Palco Principal' },
      { dia: 'Dia 2', horario: '16:30', atracao: 'Encerramento e pitch de startups', palco: 'Palco Principal' },
    ],
  },
  {
    event_id: 'evt-baile-das-mares',
    table_id: 'ct-setores',
    // prettier-ignore
    linhas: [
      { setor: 'Plateia', capacidade: '420', acessivel: 'Sim', recursos: 'Audiodescrição e intérprete de Libras na sessão' },
      { setor: 'Balcão', capacidade: '180', acessivel: 'Não', recursos: 'Acesso por escada' },
    ],
  },
  {
    event_id: 'evt-meia-maratona-curitiba',
    table_id: 'ct-categorias-corrida',
    // prettier-ignore
    linhas: [
      { categoria: 'Caminhada e corrida 5K', distancia: '5', publico: 'Geral', 'largada.bat1': '07:30', 'largada.bat2': '07:45', 'vagas.bat1': '500', 'vagas.bat2': '500' },
      { categoria: 'Corrida 10K', distancia: '10', publico: 'Geral', 'largada.bat1': '07:00', 'largada.bat2': '07:15', 'vagas.bat1': '500', 'vagas.bat2': '400' },
      { categoria: 'Meia maratona 21K', distancia: '21', publico: 'Geral', 'largada.bat1': '06:30', 'largada.bat2': '06:45', 'vagas.bat1': '400', 'vagas.bat2': '400' },
      { categoria: 'Corrida 10K 60+', distancia: '10', publico: '60+', 'largada.bat1': '07:00', 'largada.bat2': '', 'vagas.bat1': '150', 'vagas.bat2': '' },
      { categoria: 'Cadeirantes e atletas-guia', distancia: '10', publico: 'PCD', 'largada.bat1': '06:55', 'largada.bat2': '', 'vagas.bat1': '50', 'vagas.bat2': '' },
    ],
  },
  {
    event_id: 'evt-mostra-cervejas-blumenau',
    table_id: 'ct-expositores',
    // prettier-ignore
    linhas: [
      { expositor: 'Cervejaria Ribeirão Garcia', cidade: 'Blumenau - SC', especialidade: 'Lagers tchecas', faixa: '$$' },
      { expositor: 'Brauhaus Itoupava', cidade: 'Blumenau - SC', especialidade: 'Weissbier e Dunkel', faixa: '$$' },
      { expositor: 'Lúpulo do Vale', cidade: 'Pomerode - SC', especialidade: 'IPAs com lúpulo catarinense', faixa: '$$$' },
      { expositor: 'Fermento Selvagem', cidade: 'Gaspar - SC', especialidade: 'Sours com frutas nativas', faixa: '$$$' },
      { expositor: 'Cozinha da Oma', cidade: 'Blumenau - SC', especialidade: 'Eisbein, marreco recheado e opções vegetarianas', faixa: '$$' },
    ],
  },
  {
    event_id: 'evt-rock-na-serra',
    table_id: 'ct-programacao',
    // prettier-ignore
    linhas: [
      { dia: 'Dia 1', horario: '15:00', atracao: 'Vindima Distorcida', palco: 'Palco Alternativo' },
      { dia: 'Dia 1', horario: '17:00', atracao: 'Neblina Elétrica', palco: 'Palco Principal' },
      { dia: 'Dia 1', horario: '19:30', atracao: 'Carreteiro Punk', palco: 'Palco Alternativo' },
      { dia: 'Dia 1', horario: '21:00', atracao: 'Pampa Sônico', palco: 'Palco Principal' },
      { dia: 'Dia 1', horario: '23:00', atracao: 'Os Minuanos', palco: 'Palco Principal' },
    ],
  },
];
