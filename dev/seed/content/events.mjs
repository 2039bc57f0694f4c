// Eventos (`events`) e o estoque de cada um (`event_stock`, campo `estoque` aqui).
// (Longo por ser dado: os 14 eventos de demonstração, um objeto cada; nenhuma lógica aqui.)
//
// Datas são relativas ao momento do seed: `{ dias: +20, hora: '16:00' }` significa "daqui a 20 dias,
// às 16h no horário de Brasília". `fim: null` = sem data de término.
// `estoque.vendidos` vira `disponivel = total - vendidos` em event_stock.
// `capa` descreve a imagem decorativa gerada no seed (matiz 0–360 e motivo; ver images.mjs).
// `classificacao_indicativa` (ECA), `regra_menores` e `acessibilidade` (LBI): ver core/src/age-rating.ts
// e core/src/accessibility.ts; sem eles (o rascunho antigo), o evento fica "Não informada".
// Nomes, locais e atrações são fictícios.
/* eslint-disable max-lines -- seed data: the demo events, one literal each, read as a catalogue */

export const EVENTS = [
  {
    id: 'evt-noite-samba-lapa',
    titulo: 'Noite de Samba na Lapa',
    slug: 'noite-de-samba-na-lapa',
    local: 'Casarão dos Arcos, Lapa, Rio de Janeiro - RJ',
    inicio: { dias: 5, hora: '21:00' },
    fim: { dias: 6, hora: '03:00' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-pista', 'pt-camarote'],
    category_table_ids: ['ct-setores'],
    taxa_servico: null,
    classificacao_indicativa: '18',
    regra_menores: 'Proibida a entrada de menores de 18 anos. Documento com foto obrigatório.',
    acessibilidade: ['banheiro_acessivel', 'cao_guia'],
    seo_titulo: 'Noite de Samba na Lapa | GN Ingressos',
    seo_descricao:
      'Roda de samba com a Velha Guarda do Morro do Pinto e convidados no coração da Lapa. Garanta seu ingresso.',
    estoque: { total: 400, vendidos: 37 },
    // Lotes: o 1º esgotou, o 2º está à venda até daqui a 3 dias, o 3º vale até o evento. A
    // meia-entrada custa metade da inteira do lote (Lei 12.933/2013). `vendidos`: já vendidos no lote.
    lotes: [
      {
        id: 'lote-1',
        nome: '1º lote',
        quantidade: 30,
        termina_em: null,
        precos: { 'pt-pista/inteira': 9000, 'pt-camarote/inteira': 30000 },
        vendidos: 30,
      },
      {
        id: 'lote-2',
        nome: '2º lote',
        quantidade: 150,
        termina_em: { dias: 3, hora: '23:59' },
        precos: { 'pt-pista/inteira': 10500, 'pt-camarote/inteira': 34000 },
        vendidos: 7,
      },
      {
        id: 'lote-3',
        nome: '3º lote',
        quantidade: null,
        termina_em: null,
        precos: { 'pt-pista/inteira': 12000, 'pt-camarote/inteira': 38000 },
        vendidos: 0,
      },
    ],
    capa: { matiz: 350, motivo: 'ondas' },
    descricao: `
<p>A Lapa volta a ser palco da melhor <strong>roda de samba</strong> da cidade. A <strong>Velha Guarda do Morro do Pinto</strong> recebe convidados para uma noite inteira de partido-alto, samba de terreiro e clássicos que atravessaram gerações.</p>
<p>O Casarão dos Arcos abre as portas às 21h, com feijoada de boteco servida até meia-noite e roda começando pontualmente às 22h.</p>
<ul>
  <li><strong>Abertura:</strong> Grupo Pé na Calçada</li>
  <li><strong>Roda principal:</strong> Velha Guarda do Morro do Pinto</li>
  <li><strong>Saideira:</strong> DJ Marcelinho do Vinil</li>
</ul>
<p>Classificação: <em>18 anos</em>. Documento com foto obrigatório na entrada.</p>`,
  },
  {
    id: 'evt-stand-up-causos-de-minas',
    titulo: 'Stand-up: Causos de Minas',
    slug: 'stand-up-causos-de-minas',
    local: 'Cine Teatro Serrano, Belo Horizonte - MG',
    inicio: { dias: 8, hora: '20:30' },
    fim: { dias: 8, hora: '22:30' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    // Esgotado: vendas encerradas e estoque zerado.
    status_inscricoes: 'encerradas',
    pricing_table_ids: ['pt-stand-up'],
    category_table_ids: [],
    taxa_servico: 0.05,
    classificacao_indicativa: '14',
    regra_menores: 'Menores de 14 anos só acompanhados dos pais ou responsáveis.',
    acessibilidade: [
      'cadeira_de_rodas',
      'mobilidade_reduzida',
      'sem_degraus',
      'banheiro_acessivel',
      'cao_guia',
    ],
    seo_titulo: 'Causos de Minas - Stand-up em BH | GN Ingressos',
    seo_descricao:
      'Três comediantes mineiros contam os causos mais absurdos do interior. Sessão esgotada; acompanhe as sessões extras.',
    estoque: { total: 250, vendidos: 250 },
    capa: { matiz: 40, motivo: 'circulos' },
    descricao: `
<p><strong>Sessão esgotada!</strong> Obrigado, BH. Novas datas serão anunciadas em breve na nossa página de notícias.</p>
<p>Em <em>Causos de Minas</em>, os humoristas <strong>Tião Pereira</strong>, <strong>Dri Fonseca</strong> e <strong>Juca Valadares</strong> dividem o palco com histórias de pão de queijo, parente distante e viagem de ônibus que ninguém acreditaria, se não fossem mineiros contando.</p>
<ul>
  <li>Duração: aproximadamente 2 horas</li>
  <li>Classificação: 14 anos</li>
  <li>Bar aberto a partir das 19h30</li>
</ul>`,
  },
  {
    id: 'evt-rindo-a-toa',
    titulo: 'Rindo à Toa: Stand-up Comedy',
    slug: 'rindo-a-toa-stand-up-comedy',
    local: 'Teatro Galeria Paulista, São Paulo - SP',
    inicio: { dias: 12, hora: '21:00' },
    fim: { dias: 12, hora: '23:00' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-stand-up'],
    category_table_ids: [],
    taxa_servico: 0.05,
    classificacao_indicativa: '16',
    regra_menores: 'Menores de 16 anos só acompanhados dos pais ou responsáveis.',
    acessibilidade: ['libras', 'cadeira_de_rodas', 'banheiro_acessivel'],
    seo_titulo: null,
    seo_descricao: null,
    estoque: { total: 300, vendidos: 0 },
    capa: { matiz: 280, motivo: 'confete' },
    descricao: `
<p>O coletivo <strong>Rindo à Toa</strong> chega à Avenida Paulista com um espetáculo inédito sobre a vida na cidade grande: trânsito, aluguel, aplicativo de namoro e a eterna busca por uma mesa livre no bar.</p>
<p>São quatro comediantes em <em>sets</em> curtos e um encerramento de improviso com sugestões da plateia.</p>
<ul>
  <li><strong>Com:</strong> Lelê Cardoso, Rafa Montenegro, Bia Takahashi e Nando Queiroz</li>
  <li><strong>Classificação:</strong> 16 anos</li>
  <li><strong>Mesa frontal:</strong> dois lugares junto ao palco (sujeito a interação com o elenco!)</li>
</ul>`,
  },
  {
    // Evento de destaque: futuro, inscrições abertas, várias tabelas de preço (uma não publicada)
    // e duas tabelas de categorias.
    id: 'evt-sons-do-cerrado',
    titulo: 'Festival Sons do Cerrado',
    slug: 'festival-sons-do-cerrado',
    local: 'Esplanada do Lago Paranoá, Brasília - DF',
    inicio: { dias: 20, hora: '16:00' },
    fim: { dias: 21, hora: '23:59' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-lote-promocional', 'pt-pista', 'pt-camarote', 'pt-camarote-vip'],
    category_table_ids: ['ct-programacao', 'ct-setores'],
    taxa_servico: null,
    classificacao_indicativa: '12',
    regra_menores: 'Menores de 12 anos só acompanhados dos pais ou responsáveis.',
    acessibilidade: [
      'libras',
      'audiodescricao',
      'cadeira_de_rodas',
      'mobilidade_reduzida',
      'sem_degraus',
      'banheiro_acessivel',
      'cao_guia',
    ],
    acessibilidade_info:
      'Plataforma elevada para cadeirantes e acompanhantes em frente ao palco principal. Intérprete de Libras em todos os shows.',
    seo_titulo: 'Festival Sons do Cerrado 2 dias em Brasília | GN Ingressos',
    seo_descricao:
      'Dois dias de música brasileira à beira do Paranoá: três palcos, 18 atrações, food park e área kids. Lotes promocionais.',
    estoque: { total: 5000, vendidos: 812 },
    capa: { matiz: 24, motivo: 'montanhas' },
    descricao: `
<p>O <strong>Festival Sons do Cerrado</strong> reúne, em dois dias, o que há de mais vibrante na música brasileira contemporânea: do rock candango ao forró eletrônico, passando pela nova MPB e pelo rap do Planalto Central.</p>
<p>São <strong>três palcos</strong>, 18 atrações, <em>food park</em> com cozinheiros do Distrito Federal e de Goiás, área kids e espaço de descanso com sombra, algo precioso na seca do Cerrado.</p>
<h3>O que está incluído</h3>
<ul>
  <li>Acesso aos três palcos nos dois dias (ingresso de pista)</li>
  <li>Pontos de água gratuitos e guarda-volumes</li>
  <li>Transporte gratuito a partir da Rodoviária do Plano Piloto</li>
</ul>
<p>Os ingressos promocionais são vendidos em <strong>lotes</strong>: quando um lote esgota, o seguinte é liberado com novo valor. Confira a programação completa e o mapa de setores abaixo.</p>`,
  },
  {
    // Oculto: publicado, mas visivel = false (turma fechada, divulgada apenas por link direto).
    id: 'evt-workshop-producao-musical',
    titulo: 'Workshop de Produção Musical (turma fechada)',
    slug: 'workshop-de-producao-musical-turma-fechada',
    local: 'Estúdio Casa Amarela, Rio Vermelho, Salvador - BA',
    inicio: { dias: 25, hora: '09:00' },
    fim: { dias: 26, hora: '18:00' },
    status: 'publicado',
    visivel: false,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-lote-promocional'],
    category_table_ids: [],
    taxa_servico: 0.08,
    classificacao_indicativa: 'livre',
    acessibilidade: ['sem_degraus', 'banheiro_acessivel'],
    seo_titulo: null,
    seo_descricao: null,
    estoque: { total: 50, vendidos: 12 },
    capa: { matiz: 190, motivo: 'grade' },
    descricao: `
<p>Imersão de dois dias em <strong>produção musical para artistas independentes</strong>, do arranjo à mixagem, com foco em ritmos afro-baianos.</p>
<ul>
  <li>Gravação em estúdio com banda base</li>
  <li>Mixagem e masterização para plataformas digitais</li>
  <li>Certificado de participação</li>
</ul>
<p><em>Turma fechada para alunos parceiros. Vagas limitadas a 50 participantes.</em></p>`,
  },
  {
    id: 'evt-futsal-classico-capital',
    titulo: 'Clássico da Capital: Futsal Feminino',
    slug: 'classico-da-capital-futsal-feminino',
    local: 'Ginásio Poliesportivo Vila Nova, Goiânia - GO',
    inicio: { dias: 28, hora: '19:00' },
    fim: null,
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    // Futuro, mas com as vendas on-line encerradas: restante na bilheteria.
    status_inscricoes: 'encerradas',
    pricing_table_ids: ['pt-arquibancada'],
    category_table_ids: ['ct-setores'],
    taxa_servico: 0.08,
    classificacao_indicativa: 'livre',
    acessibilidade: ['cadeira_de_rodas', 'mobilidade_reduzida', 'banheiro_acessivel'],
    seo_titulo: 'Clássico da Capital: Futsal Feminino | GN Ingressos',
    seo_descricao: 'Decisão do estadual de futsal feminino em Goiânia. Vendas on-line encerradas.',
    estoque: { total: 1800, vendidos: 0 },
    capa: { matiz: 140, motivo: 'listras' },
    descricao: `
<p>A grande final do estadual de futsal feminino coloca frente a frente as rivais <strong>Atlética Vila Nova</strong> e <strong>Serra Dourada Futsal</strong>, no clássico mais esperado da temporada.</p>
<p><strong>As vendas on-line estão encerradas.</strong> Os ingressos remanescentes serão vendidos na bilheteria do ginásio a partir das 16h do dia do jogo, somente em dinheiro ou PIX.</p>
<ul>
  <li>Abertura dos portões: 17h30</li>
  <li>Preliminar sub-17: 17h45</li>
  <li>Proibida a entrada com bandeiras de mastro</li>
</ul>`,
  },
  {
    id: 'evt-festival-inverno',
    titulo: 'Festival de Inverno de Campos do Jordão',
    slug: 'festival-de-inverno-de-campos-do-jordao',
    local: 'Auditório das Araucárias, Campos do Jordão - SP',
    inicio: { dias: 35, hora: '19:00' },
    fim: { dias: 44, hora: '22:00' },
    status: 'publicado',
    visivel: true,
    // O organizador prefere não exibir o estoque na página.
    mostrar_estoque: false,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-plateia-balcao', 'pt-lote-promocional'],
    category_table_ids: ['ct-programacao', 'ct-setores'],
    taxa_servico: 0.08,
    classificacao_indicativa: 'livre',
    acessibilidade: ['libras', 'cadeira_de_rodas', 'banheiro_acessivel', 'cao_guia'],
    seo_titulo: 'Festival de Inverno de Campos do Jordão | GN Ingressos',
    seo_descricao:
      'Dez noites de música clássica e instrumental na serra da Mantiqueira. Plateia, balcão e lotes promocionais.',
    vendas: { espacos_cadeirante: 25 },
    estoque: { total: 1500, vendidos: 0 },
    capa: { matiz: 210, motivo: 'montanhas' },
    descricao: `
<p>Dez noites de <strong>música clássica e instrumental</strong> no alto da Serra da Mantiqueira. O <strong>Festival de Inverno de Campos do Jordão</strong> reúne orquestras jovens, solistas convidados e grupos de câmara em um dos auditórios mais charmosos do país.</p>
<p>Além dos concertos noturnos, a programação inclui <em>masterclasses</em> abertas ao público e apresentações gratuitas na praça central aos finais de semana.</p>
<h3>Destaques</h3>
<ul>
  <li>Orquestra Jovem da Mantiqueira com a <strong>Sinfonia n.º 9</strong> de Dvořák</li>
  <li>Quarteto Pinhão em programa dedicado a Villa-Lobos</li>
  <li>Noite do choro com o Regional Serra Acima</li>
</ul>
<p>Leve agasalho: as noites na serra passam facilmente dos <strong>5 °C</strong>.</p>`,
  },
  {
    id: 'evt-arraia-forro',
    titulo: 'Arraiá do Forró Pé de Serra',
    slug: 'arraia-do-forro-pe-de-serra',
    local: 'Pátio dos Mestres Sanfoneiros, Caruaru - PE',
    inicio: { dias: 40, hora: '18:00' },
    fim: { dias: 42, hora: '02:00' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-pista', 'pt-camarote'],
    category_table_ids: ['ct-programacao'],
    taxa_servico: null,
    classificacao_indicativa: 'livre',
    regra_menores: 'Crianças até 10 anos, acompanhadas dos responsáveis, não pagam na pista.',
    acessibilidade: ['cadeira_de_rodas', 'sem_degraus', 'banheiro_acessivel'],
    seo_titulo: 'Arraiá do Forró Pé de Serra em Caruaru | GN Ingressos',
    seo_descricao:
      'Três noites de forró pé de serra, quadrilhas juninas e comidas típicas no agreste pernambucano.',
    estoque: { total: 3500, vendidos: 0 },
    capa: { matiz: 48, motivo: 'confete' },
    descricao: `
<p>Sanfona, zabumba e triângulo: o <strong>Arraiá do Forró Pé de Serra</strong> celebra a tradição nordestina em três noites no agreste pernambucano.</p>
<ul>
  <li>Trios de forró tradicionais a partir das 18h</li>
  <li>Concurso de quadrilhas juninas</li>
  <li>Barracas de milho, pamonha, canjica e <em>bolo de macaxeira</em></li>
</ul>
<p>O camarote fica de frente para o palco principal e tem bar exclusivo. <strong>Crianças até 10 anos</strong> acompanhadas dos responsáveis não pagam na pista.</p>`,
  },
  {
    id: 'evt-sabores-paraty',
    titulo: 'Festival Sabores de Paraty',
    slug: 'festival-sabores-de-paraty',
    local: 'Cais do Centro Histórico, Paraty - RJ',
    inicio: { dias: 45, hora: '11:00' },
    fim: { dias: 47, hora: '22:00' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-degustacao'],
    category_table_ids: ['ct-expositores'],
    taxa_servico: 0.05,
    classificacao_indicativa: 'livre',
    regra_menores: 'Venda de bebidas alcoólicas proibida para menores de 18 anos.',
    acessibilidade: ['sem_degraus', 'cao_guia'],
    seo_titulo: 'Festival Sabores de Paraty | GN Ingressos',
    seo_descricao:
      'Gastronomia caiçara, cachaças artesanais e aulas-show no cais do centro histórico de Paraty.',
    estoque: { total: 2000, vendidos: 0 },
    capa: { matiz: 165, motivo: 'ondas' },
    descricao: `
<p>Frutos do mar, farinha de mandioca, banana-da-terra e, claro, <strong>cachaça</strong>. O <strong>Festival Sabores de Paraty</strong> leva ao cais do centro histórico a cozinha caiçara contada por quem a faz.</p>
<p>O ingresso dá direito a fichas de degustação, trocadas nas barracas dos expositores, e às <em>aulas-show</em> na tenda principal.</p>
<ul>
  <li>Mais de 20 expositores entre restaurantes, alambiques e produtores</li>
  <li>Aulas-show a cada duas horas</li>
  <li>Espaço infantil com oficina de pães</li>
</ul>
<p>Beba com moderação. Venda de bebidas alcoólicas proibida para menores de 18 anos.</p>`,
  },
  {
    id: 'evt-nordeste-digital',
    titulo: 'Conferência Nordeste Digital',
    slug: 'conferencia-nordeste-digital',
    local: 'Centro de Convenções Beira-Mar, Fortaleza - CE',
    inicio: { dias: 60, hora: '08:30' },
    fim: { dias: 61, hora: '18:00' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-conferencia'],
    // Vendas de um evento grande: ingresso nominal, limite por CPF e cota de meia acima da lei.
    vendas: { max_por_pedido: 8, max_por_cpf: 4, ingresso_nominal: true, cota_meia_percentual: 50 },
    category_table_ids: ['ct-programacao'],
    taxa_servico: 0.08,
    classificacao_indicativa: '10',
    acessibilidade: ['libras', 'legendas', 'audiodescricao', 'cadeira_de_rodas', 'banheiro_acessivel'],
    acessibilidade_info:
      'Palestras do auditório principal com legendas ao vivo. Peça o fone da audiodescrição no credenciamento.',
    seo_titulo: 'Conferência Nordeste Digital em Fortaleza | GN Ingressos',
    seo_descricao:
      'Dois dias de tecnologia, produto e empreendedorismo em Fortaleza. Trilhas de IA, dados, design e carreira.',
    estoque: { total: 1200, vendidos: 0 },
    capa: { matiz: 225, motivo: 'grade' },
    descricao: `
<p>A <strong>Conferência Nordeste Digital</strong> reúne desenvolvedores, designers, gente de produto e empreendedores para dois dias de palestras, oficinas e muito <em>networking</em> de frente para o mar.</p>
<h3>Trilhas</h3>
<ul>
  <li><strong>IA aplicada:</strong> modelos de linguagem em produção, custos e avaliação</li>
  <li><strong>Dados:</strong> engenharia de dados para times pequenos</li>
  <li><strong>Produto e design:</strong> pesquisa com usuários e acessibilidade</li>
  <li><strong>Carreira:</strong> trabalho remoto, liderança e primeiros empregos</li>
</ul>
<p>Caravanas universitárias têm condições especiais: escolha a opção <strong>Caravana universitária</strong> e a organização entrará em contato.</p>`,
  },
  {
    id: 'evt-baile-das-mares',
    titulo: 'O Baile das Marés',
    slug: 'o-baile-das-mares',
    local: 'Teatro do Recife Antigo, Recife - PE',
    inicio: { dias: 66, hora: '20:00' },
    fim: { dias: 66, hora: '22:10' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-plateia-balcao'],
    category_table_ids: ['ct-setores'],
    taxa_servico: null,
    classificacao_indicativa: 'livre',
    acessibilidade: ['libras', 'audiodescricao', 'cadeira_de_rodas', 'mobilidade_reduzida', 'cao_guia'],
    acessibilidade_info: 'Sessões de domingo com audiodescrição: retire o fone na bilheteria.',
    seo_titulo: 'O Baile das Marés - teatro musical no Recife | GN Ingressos',
    seo_descricao:
      'Teatro musical sobre pescadoras do litoral pernambucano, com frevo, ciranda e coco ao vivo.',
    // 12 espaços para cadeirantes (o mínimo do Decreto 9.404/2018 para 600 lugares), 3 já vendidos.
    vendas: { espacos_cadeirante: 12 },
    estoque: { total: 600, vendidos: 6, cadeirantes_vendidos: 3 },
    capa: { matiz: 320, motivo: 'cortina' },
    descricao: `
<p>Em <strong>O Baile das Marés</strong>, três gerações de pescadoras de uma vila do litoral pernambucano se reencontram na noite em que a maré mais alta do ano ameaça levar o velho salão de bailes da comunidade.</p>
<p>O espetáculo mistura <em>teatro, frevo, ciranda e coco</em>, com banda ao vivo de oito músicos e elenco de 14 atores.</p>
<ul>
  <li>Texto e direção: <strong>Marina Albuquerque</strong></li>
  <li>Duração: 130 minutos com intervalo</li>
  <li>Classificação: livre</li>
  <li>Sessão com audiodescrição e intérprete de Libras</li>
</ul>`,
  },
  {
    // Rascunho: ainda não publicado.
    id: 'evt-concerto-sob-as-estrelas',
    titulo: 'Concerto Sinfônico sob as Estrelas',
    slug: 'concerto-sinfonico-sob-as-estrelas',
    local: 'Anfiteatro do Parque Municipal, Belo Horizonte - MG',
    inicio: { dias: 75, hora: '19:30' },
    fim: null,
    status: 'rascunho',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-plateia-balcao'],
    category_table_ids: [],
    taxa_servico: null,
    // Rascunho antigo, de antes da classificação indicativa: o admin mostra 'Não informada'.
    seo_titulo: null,
    seo_descricao: null,
    vendas: { espacos_cadeirante: 16 },
    estoque: { total: 800, vendidos: 0 },
    capa: { matiz: 255, motivo: 'circulos' },
    descricao: `
<p><strong>[RASCUNHO]</strong> Concerto ao ar livre com trilhas sonoras de cinema. Confirmar repertório com a orquestra e liberar venda após aprovação da prefeitura.</p>
<ul>
  <li>Repertório: a definir</li>
  <li>Plano de chuva: a definir</li>
</ul>`,
  },
  {
    id: 'evt-meia-maratona-curitiba',
    titulo: 'Meia Maratona Parques de Curitiba',
    slug: 'meia-maratona-parques-de-curitiba',
    local: 'Largada no Parque das Araucárias, Curitiba - PR',
    inicio: { dias: 90, hora: '06:30' },
    fim: { dias: 90, hora: '12:00' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-corrida'],
    category_table_ids: ['ct-categorias-corrida'],
    taxa_servico: 0.05,
    classificacao_indicativa: 'livre',
    regra_menores: 'Inscrição a partir de 16 anos; menores de 18 com autorização dos responsáveis.',
    acessibilidade: [],
    seo_titulo: 'Meia Maratona Parques de Curitiba | GN Ingressos',
    seo_descricao:
      'Percursos de 5, 10 e 21 km ligando os parques de Curitiba. Largadas em duas baterias e kit com medalha.',
    estoque: { total: 3000, vendidos: 0 },
    capa: { matiz: 95, motivo: 'listras' },
    descricao: `
<p>Percursos de <strong>5 km, 10 km e 21 km</strong> ligando três dos parques mais bonitos de Curitiba, com largada e chegada no Parque das Araucárias.</p>
<p>As largadas acontecem em <strong>duas baterias</strong> para evitar aglomeração nos primeiros quilômetros. A bateria é definida pelo seu tempo estimado informado na inscrição.</p>
<h3>Kit do atleta</h3>
<ul>
  <li>Camiseta técnica</li>
  <li>Número de peito com chip de cronometragem</li>
  <li>Medalha de participação para quem completar a prova</li>
</ul>
<p><em>Atestado médico recomendado.</em> A retirada do kit é feita na véspera, mediante documento com foto.</p>`,
  },
  {
    id: 'evt-mostra-cervejas-blumenau',
    titulo: 'Mostra de Cervejas Artesanais do Vale',
    slug: 'mostra-de-cervejas-artesanais-do-vale',
    local: 'Galpão Enxaimel, Blumenau - SC',
    inicio: { dias: 100, hora: '14:00' },
    fim: { dias: 102, hora: '23:00' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['pt-degustacao'],
    category_table_ids: ['ct-expositores'],
    taxa_servico: null,
    classificacao_indicativa: '18',
    regra_menores: 'Proibida a entrada de menores de 18 anos.',
    acessibilidade: ['sem_degraus', 'banheiro_acessivel'],
    seo_titulo: null,
    seo_descricao: null,
    estoque: { total: 2500, vendidos: 0 },
    capa: { matiz: 32, motivo: 'grade' },
    descricao: `
<p>Mais de <strong>30 cervejarias artesanais</strong> do Vale do Itajaí reunidas em três dias de degustação, harmonização e música ao vivo.</p>
<ul>
  <li>Copo oficial de degustação incluso</li>
  <li>Palestras de mestres cervejeiros</li>
  <li>Cozinha típica alemã e opções vegetarianas</li>
</ul>
<p>Evento para <strong>maiores de 18 anos</strong>. Se beber, não dirija: haverá ônibus até o centro da cidade.</p>`,
  },
  {
    // Passado (−10 dias).
    id: 'evt-jazz-bossa-lagoa',
    titulo: 'Jazz & Bossa na Lagoa',
    slug: 'jazz-bossa-na-lagoa',
    local: 'Deck da Lagoa da Conceição, Florianópolis - SC',
    inicio: { dias: -10, hora: '20:00' },
    fim: { dias: -10, hora: '23:30' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'encerradas',
    pricing_table_ids: ['pt-pista'],
    category_table_ids: [],
    taxa_servico: null,
    classificacao_indicativa: 'livre',
    acessibilidade: [],
    seo_titulo: null,
    seo_descricao: null,
    estoque: { total: 600, vendidos: 588 },
    capa: { matiz: 200, motivo: 'ondas' },
    descricao: `
<p>Uma noite de <strong>bossa nova e jazz</strong> à beira da Lagoa da Conceição, com o Trio Maré Mansa e a cantora <strong>Helena Sardinha</strong>.</p>
<p>Repertório com clássicos de Tom Jobim, Johnny Alf e composições autorais do trio.</p>
<ul>
  <li>Cadeiras de praia disponíveis por ordem de chegada</li>
  <li>Food trucks no local</li>
</ul>`,
  },
  {
    // Passado (−40 dias).
    id: 'evt-rock-na-serra',
    titulo: 'Rock na Serra Gaúcha',
    slug: 'rock-na-serra-gaucha',
    local: 'Pavilhão das Vinícolas, Bento Gonçalves - RS',
    inicio: { dias: -40, hora: '15:00' },
    fim: { dias: -39, hora: '01:00' },
    status: 'publicado',
    visivel: true,
    mostrar_estoque: true,
    status_inscricoes: 'encerradas',
    pricing_table_ids: ['pt-lote-promocional', 'pt-pista', 'pt-camarote'],
    category_table_ids: ['ct-programacao'],
    taxa_servico: 0.08,
    classificacao_indicativa: '16',
    regra_menores: 'Menores de 16 anos só acompanhados dos pais ou responsáveis.',
    acessibilidade: ['cadeira_de_rodas'],
    seo_titulo: 'Rock na Serra Gaúcha | GN Ingressos',
    seo_descricao: 'Dez bandas de rock gaúcho em uma maratona de dez horas entre os vinhedos.',
    estoque: { total: 4000, vendidos: 3870 },
    capa: { matiz: 5, motivo: 'listras' },
    descricao: `
<p>Dez bandas, dez horas de som e os vinhedos da serra como cenário: o <strong>Rock na Serra Gaúcha</strong> celebrou o rock produzido no Sul do país.</p>
<ul>
  <li><strong>Headliner:</strong> Os Minuanos</li>
  <li>Palco alternativo com bandas autorais selecionadas por edital</li>
  <li>Feira de vinis e discos independentes</li>
</ul>
<p><em>Obrigado a todos que estiveram com a gente!</em></p>`,
  },
];
